import { API, CODE, type TMemberInfo } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { i18n } from '../../../i18n';
import { mockServer, payloadsTo } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStoresSignedIn } from '../../../testing/reset-stores';
import { waitUntil } from '../../../testing/wait-until';
import { PasswordEditPage } from './password-edit-page';
import { PayPasswordEditPage } from './pay-password-edit-page';

function server(member: TMemberInfo = DEMO_MEMBER) {
  return mockServer((call) => (call.path === API.member.getMemberInfo ? { code: CODE.OK, data: member } : { code: CODE.OK, data: { ok: true } }));
}

const save = () => userEvent.click(screen.getByRole('button', { name: i18n.t('common.save') }));

beforeEach(resetStoresSignedIn);

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

describe('login password page', () => {
  it.each([
    ['en-US', ['Please enter your current password.', 'The password must be 6-16 characters without spaces.']],
    ['zh-HK', ['請輸入目前的密碼。', '密碼須為 6-16 個字元，不可包含空格。']],
  ] as const)('in %s, says what is missing before anything is sent', async (language, messages) => {
    await i18n.changeLanguage(language);
    const { calls } = server();
    renderPage(ROUTE.passwordEdit, <PasswordEditPage />);
    await save();

    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(payloadsTo(calls, API.member.updateLoginPassword)).toEqual([]);
  });

  it('says the two new passwords differ, then changes the password once they match', async () => {
    const { calls } = server();
    renderPage(ROUTE.passwordEdit, <PasswordEditPage />);
    await userEvent.type(screen.getByLabelText('Current password'), 'secret123');
    await userEvent.type(screen.getByLabelText('New password'), 'brandnew1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brandnew2');
    await save();
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    // The message goes as soon as the field changes.
    expect(screen.queryByText('The two passwords do not match.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brandnew1');
    await save();

    expect(await screen.findByText('Your login password has been changed.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.member.updateLoginPassword)).toEqual([{ oldPassword: 'secret123', password: 'brandnew1', confirmPassword: 'brandnew1' }]);
  });
});

describe('pay password page', () => {
  it('the first time, asks for the login password and sends it, not an old pay password', async () => {
    const { calls } = server({ ...DEMO_MEMBER, hasPayPassword: false });
    renderPage(ROUTE.payPasswordEdit, <PayPasswordEditPage />);
    await userEvent.type(await screen.findByLabelText('New pay password'), '1234');
    await userEvent.type(screen.getByLabelText('Confirm pay password'), '1235');
    await save();

    expect(await screen.findByText('Please enter your login password.')).toBeInTheDocument();
    expect(screen.getByText('The two pay passwords do not match.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current pay password')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Login password'), 'secret123');
    await userEvent.clear(screen.getByLabelText('Confirm pay password'));
    await userEvent.type(screen.getByLabelText('Confirm pay password'), '1234');
    await save();

    expect(await screen.findByText('Your pay password is set.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.member.updatePayPasswordByOld)).toEqual([{ loginPassword: 'secret123', payPassword: '1234', confirmPayPassword: '1234' }]);
  });

  it('afterwards, asks for the current pay password, in the member’s language', async () => {
    await i18n.changeLanguage('zh-HK');
    const { calls } = server({ ...DEMO_MEMBER, hasPayPassword: true });
    renderPage(ROUTE.payPasswordEdit, <PayPasswordEditPage />);
    await screen.findByLabelText(i18n.t('member.oldPayPassword'));
    await save();

    expect(await screen.findByText('請輸入目前的支付密碼。')).toBeInTheDocument();
    expect(screen.getByText('支付密碼須為 4 位數字。')).toBeInTheDocument();
    await waitUntil(() => {
      expect(payloadsTo(calls, API.member.getMemberInfo)).toHaveLength(1);
    });
    expect(payloadsTo(calls, API.member.updatePayPasswordByOld)).toEqual([]);
  });
});
