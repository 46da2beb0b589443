import { API, CODE, type TMemberInfo } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, payloadsTo, type SeenCall, type ServerAnswer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStoresSignedIn } from '../../../testing/reset-stores';
import { waitUntil } from '../../../testing/wait-until';
import { ContactChangePage } from './contact-change-page';

const NEW_EMAIL = 'new.me@example.net';
const SENT = { sentTo: 'ne****@example.net', resendAfterSeconds: 60 };

/** A server that sends codes and changes the email, unless `answers` says otherwise. */
function server(answers: Partial<Record<string, (call: SeenCall) => ServerAnswer>> = {}) {
  let member: TMemberInfo = DEMO_MEMBER;
  return mockServer((call) => {
    const custom = answers[call.path];
    if (custom) return custom(call);
    switch (call.path) {
      case API.member.getMemberInfo:
        return { code: CODE.OK, data: member };
      case API.security.sendContactCode:
        return { code: CODE.OK, data: SENT };
      case API.security.changeContact:
        member = { ...member, email: (call.payload as { value: string }).value };
        return { code: CODE.OK, data: member };
      default:
        return { code: CODE.OK };
    }
  });
}

function renderContactPage(kind: string) {
  return renderPage(ROUTE.contactChange, <ContactChangePage />, href(ROUTE.contactChange, { kind }));
}

async function askForCode(value: string, password: string) {
  await userEvent.type(await screen.findByLabelText('New email'), value);
  await userEvent.type(screen.getByLabelText('Login password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

beforeEach(resetStoresSignedIn);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact change page', () => {
  it('says first who is told and that withdrawals wait, then changes the email with the password and the code sent to it', async () => {
    const { calls } = server();
    const { queryClient } = renderContactPage('email');

    expect(await screen.findByText(/We will tell your current email about this change, with a link that undoes it for 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/withdrawals wait 24 hours after the change/)).toBeInTheDocument();
    expect(screen.getByText('Current email: demo@meridian.local')).toBeInTheDocument();
    await askForCode(` ${NEW_EMAIL} `, 'secret123');

    expect(await screen.findByText('We sent a code to ne****@example.net. Enter it below to confirm the change.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(payloadsTo(calls, API.security.sendContactCode)).toEqual([{ kind: 'email', value: NEW_EMAIL, password: 'secret123' }]);

    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));

    expect(await screen.findByText('Your email has been changed.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.changeContact)).toEqual([{ kind: 'email', value: NEW_EMAIL, code: '123456' }]);
    // The member as changed, for my/personal and every page that shows them; and asked for again.
    expect(useSession.getState().user?.email).toBe(NEW_EMAIL);
    expect(queryClient.getQueryData<TMemberInfo>(['member', 'info'])?.email).toBe(NEW_EMAIL);
    await waitUntil(() => {
      expect(payloadsTo(calls, API.member.getMemberInfo)).toHaveLength(2);
    });
  });

  it('sends nothing while the address or the password is missing or wrong, and says which', async () => {
    const { calls } = server();
    renderContactPage('email');

    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter the new email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your login password.')).toBeInTheDocument();

    await askForCode('not-an-email', 'secret123');
    expect(await screen.findByText('Please enter a valid email address or phone number.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.sendContactCode)).toEqual([]);
  });

  it('shows a wrong password as the server says it, and stays on the address', async () => {
    server({ [API.security.sendContactCode]: () => ({ code: CODE.WRONG_PASSWORD, msg: 'The login password is wrong.' }) });
    renderContactPage('email');

    await askForCode(NEW_EMAIL, 'not-mine');

    expect(await screen.findByText('The login password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('New email')).toHaveValue(NEW_EMAIL);
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('asks for the 2-step code when the server wants it, and sends it along', async () => {
    const { calls } = server({
      [API.security.sendContactCode]: (call) =>
        (call.payload as { twoStepCode?: string }).twoStepCode === undefined
          ? { code: CODE.TWO_STEP_CODE_REQUIRED, msg: 'Enter the code from your authenticator app.' }
          : { code: CODE.OK, data: SENT },
    });
    renderContactPage('email');

    await askForCode(NEW_EMAIL, 'secret123');
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.sendContactCode).at(-1)).toEqual({ kind: 'email', value: NEW_EMAIL, password: 'secret123', twoStepCode: '654321' });
  });

  it('sends another code when asked, and goes back for a new 2-step code, which works once', async () => {
    const { calls } = server({
      [API.security.sendContactCode]: (call) =>
        (call.payload as { twoStepCode?: string }).twoStepCode === undefined
          ? { code: CODE.TWO_STEP_CODE_REQUIRED, msg: 'Enter the code from your authenticator app.' }
          : { code: CODE.OK, data: { ...SENT, resendAfterSeconds: 0 } },
    });
    renderContactPage('email');
    await askForCode(NEW_EMAIL, 'secret123');
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    // Step 2's own button: the wait is over at once here.
    await screen.findByLabelText('Verification code');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByLabelText('New email')).toHaveValue(NEW_EMAIL);
    expect(screen.getByLabelText('Authenticator code')).toHaveValue('');
    expect(payloadsTo(calls, API.security.sendContactCode).at(-1)).toEqual({ kind: 'email', value: NEW_EMAIL, password: 'secret123' });
  });

  it('keeps the code step when the server refuses the code', async () => {
    const { calls } = server({ [API.security.changeContact]: () => ({ code: CODE.CODE_INVALID, msg: 'The code is wrong or has expired.' }) });
    renderContactPage('email');
    await askForCode(NEW_EMAIL, 'secret123');

    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));

    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(useSession.getState().user?.email).toBe(DEMO_MEMBER.email);
    await waitUntil(() => {
      expect(payloadsTo(calls, API.security.changeContact)).toHaveLength(1);
    });
  });

  it('adds a phone to an account without one: nobody to tell, withdrawals still wait', async () => {
    server();
    renderContactPage('phone');

    expect(await screen.findByText('For your safety, withdrawals wait 24 hours after this change.')).toBeInTheDocument();
    expect(screen.getByLabelText('New phone number')).toBeInTheDocument();
    expect(screen.queryByText(/Current phone number/)).not.toBeInTheDocument();
  });

  it('shows "not found" for a kind it does not know', async () => {
    server();
    renderContactPage('fax');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
