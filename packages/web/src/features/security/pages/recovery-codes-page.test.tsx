import { API, CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { mockServer, payloadsTo, type SeenCall, type ServerAnswer } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStoresSignedIn } from '../../../testing/reset-stores';
import { waitUntil } from '../../../testing/wait-until';
import { RecoveryCodesPage } from './recovery-codes-page';
import { SecurityPage } from './security-page';

const CODES = ['aaaa-2222', 'bbbb-3333', 'cccc-4444', 'dddd-5555', 'eeee-6666', 'ffff-7777', 'gggg-8888', 'hhhh-9999'];

/** A server whose member has `left` codes, and a new set of 8 for the right password. */
function server(left: number, answers: Partial<Record<string, (call: SeenCall) => ServerAnswer>> = {}) {
  let count = left;
  return mockServer((call) => {
    const custom = answers[call.path];
    if (custom) return custom(call);
    if (call.path === API.security.getRecoveryCodes) return { code: CODE.OK, data: { left: count } };
    if (call.path === API.security.newRecoveryCodes) {
      count = CODES.length;
      return { code: CODE.OK, data: { codes: CODES } };
    }
    return { code: CODE.OK };
  });
}

beforeEach(resetStoresSignedIn);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recovery codes page', () => {
  it('is a row of the security centre', async () => {
    server(3);
    renderPage(ROUTE.security, <SecurityPage />);
    await userEvent.click(screen.getByRole('button', { name: /Recovery codes/ }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.securityRecovery);
  });

  it('says how many codes are left, and urges new ones when none are', async () => {
    server(3);
    const { unmount } = renderPage(ROUTE.securityRecovery, <RecoveryCodesPage />);
    expect(await screen.findByText('3 recovery codes left')).toBeInTheDocument();
    unmount();

    server(0);
    renderPage(ROUTE.securityRecovery, <RecoveryCodesPage />);
    expect(await screen.findByText('You have no recovery codes left. Make new ones now.')).toBeInTheDocument();
  });

  it('makes new codes with the password and shows them once, going on only once they are kept', async () => {
    const { calls } = server(2);
    renderPage(ROUTE.securityRecovery, <RecoveryCodesPage />);
    await userEvent.type(await screen.findByLabelText('Login password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Make new codes' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(8);
    for (const code of CODES) expect(screen.getByText(code)).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.newRecoveryCodes)).toEqual([{ password: 'secret123' }]);
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have kept these codes somewhere safe' }));
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
    // The count is asked again: the old codes are gone.
    await waitUntil(() => {
      expect(payloadsTo(calls, API.security.getRecoveryCodes)).toHaveLength(2);
    });
  });

  it('asks for the password before anything is sent', async () => {
    const { calls } = server(2);
    renderPage(ROUTE.securityRecovery, <RecoveryCodesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make new codes' }));

    expect(await screen.findByText('Please enter your login password.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.newRecoveryCodes)).toEqual([]);
  });

  it('shows a wrong password as the server says it, and no codes', async () => {
    server(2, { [API.security.newRecoveryCodes]: () => ({ code: CODE.WRONG_PASSWORD, msg: 'The login password is wrong.' }) });
    renderPage(ROUTE.securityRecovery, <RecoveryCodesPage />);
    await userEvent.type(await screen.findByLabelText('Login password'), 'not-mine');
    await userEvent.click(screen.getByRole('button', { name: 'Make new codes' }));

    expect(await screen.findByText('The login password is wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });
});
