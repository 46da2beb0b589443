import { API, CODE, type AppLanguage, type TRegisterConfig } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { i18n } from '../../../i18n';
import { mockServer } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { RegisterPage } from './register-page';
import { PUZZLE, solvePuzzle } from '../../../testing/slider-puzzle';


const RECOVERY_CODES = ['aaaa-2222', 'bbbb-3333', 'cccc-4444', 'dddd-5555', 'eeee-6666', 'ffff-7777', 'gggg-8888', 'hhhh-9999'];

function server(config: TRegisterConfig, takenUsername = 'taken001') {
  return mockServer(({ path, payload }) => {
    if (path === API.common.getRegisterConfig) return { code: CODE.OK, data: config };
    if (path === API.login.getVerificationImg) return { code: CODE.OK, data: PUZZLE };
    if (path === API.login.existsUsername) {
      return { code: CODE.OK, data: { exists: (payload as { username: string }).username === takenUsername } };
    }
    if (path === API.login.register) return { code: CODE.OK, data: { id: 7, username: 'newmember1', recoveryCodes: RECOVERY_CODES } };
    return { code: CODE.NOT_FOUND, msg: 'not found' };
  });
}

function renderRegister(query = '') {
  return renderPage(ROUTE.register, <RegisterPage renderAgreement={() => <span>User Agreement</span>} />, `${ROUTE.register}${query}`);
}

beforeEach(() => {
  resetStores();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

const registerCalls = (calls: { path: string; payload: unknown }[]) => calls.filter((call) => call.path === API.login.register);

async function fillAccount(username: string, password: string, confirmPassword: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmPassword);
}

describe('register page', () => {
  it('fills the invitation code from the invite link', async () => {
    server({ inviteCodeRequired: false, verifyBy: 'none', agreementCode: 'user_agreement' });
    renderRegister('?code=MERIDIAN');

    expect(await screen.findByLabelText('Invitation code (optional)')).toHaveValue('MERIDIAN');
  });

  it('asks for the invitation code, the agreement and matching passwords when the config requires them', async () => {
    const { calls } = server({ inviteCodeRequired: true, verifyBy: 'none', agreementCode: 'user_agreement' });
    renderRegister();

    await fillAccount('newmember1', 'secret123', 'secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Please enter the invitation code.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please read and agree to the user agreement.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain(API.login.register);
  });

  it('says at once when the username is taken', async () => {
    server({ inviteCodeRequired: false, verifyBy: 'none', agreementCode: 'user_agreement' });
    renderRegister();

    await userEvent.type(await screen.findByLabelText('Username'), 'taken001');
    await userEvent.tab();

    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
  });

  it('asks for an email and its code when sign-up is verified by email', async () => {
    server({ inviteCodeRequired: false, verifyBy: 'email', agreementCode: 'user_agreement' });
    renderRegister();

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Sign up', ['The username must be 6-30 letters and numbers, or an email address.', 'The password must be 6-16 characters without spaces.', 'The verification code is 6 digits.', 'Please complete the slider puzzle.']],
    ['zh-HK', '註冊', ['用戶名須為 6-30 位英文字母及數字，或電郵地址。', '密碼須為 6-16 個字元，不可包含空格。', '驗證碼為 6 位數字。', '請完成滑塊拼圖驗證。']],
  ] as const)('in %s, says what the protocol refuses in each field and sends nothing', async (language: AppLanguage, submitName, messages) => {
    await i18n.changeLanguage(language);
    const { calls } = server({ inviteCodeRequired: false, verifyBy: 'email', agreementCode: 'user_agreement' });
    renderRegister();

    await userEvent.click(await screen.findByRole('button', { name: submitName }));

    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    // zod's own English never reaches the member.
    expect(screen.queryByText(/Invalid input|expected/)).not.toBeInTheDocument();
    expect(registerCalls(calls)).toEqual([]);
  });

  it("clears a field's message once the member changes it, and checks it again only on the next submit", async () => {
    server({ inviteCodeRequired: false, verifyBy: 'none', agreementCode: 'user_agreement' });
    renderRegister();
    const username = await screen.findByLabelText('Username');
    await userEvent.type(username, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const rule = 'The username must be 6-30 letters and numbers, or an email address.';
    expect(await screen.findByText(rule)).toBeInTheDocument();

    await userEvent.type(username, 'c');
    expect(screen.queryByText(rule)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(rule)).toBeInTheDocument();
  });

  it('signs up with the payload the protocol checks, trimmed, shows the recovery codes, and opens the login page once they are kept', async () => {
    const { calls } = server({ inviteCodeRequired: false, verifyBy: 'none', agreementCode: 'user_agreement' });
    renderRegister();

    await fillAccount(' newmember1 ', 'secret123', 'secret123');
    await userEvent.click(screen.getByRole('checkbox'));
    await solvePuzzle();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    // The codes, this once; going on waits for the tick that says they were kept.
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(8);
    for (const code of RECOVERY_CODES) expect(screen.getByText(code)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue to log in' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have kept these codes somewhere safe' }));
    expect(next).toBeEnabled();
    await userEvent.click(next);

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.login);
    expect(registerCalls(calls).map((call) => call.payload)).toEqual([
      {
        username: 'newmember1',
        password: 'secret123',
        confirmPassword: 'secret123',
        agree: true,
        captchaId: 'p',
        captchaX: 120,
        captchaTrack: expect.arrayContaining([[expect.any(Number), 0], [expect.any(Number), 120]]) as unknown,
      },
    ]);
  });
});
