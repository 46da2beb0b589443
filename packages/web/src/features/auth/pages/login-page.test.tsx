import { API, CODE, type AppLanguage } from '@meridian/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { i18n } from '../../../i18n';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall, type ServerAnswer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { LoginPage } from './login-page';
import { waitUntil } from '../../../testing/wait-until';

/** A 1x1 PNG: the tests do not look at the puzzle, only at the answer sent. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PUZZLE = { captchaId: 'puzzle-1', backgroundImage: PIXEL, pieceImage: PIXEL, pieceY: 40, width: 300, height: 160, pieceSize: 50, expiresInSeconds: 120 };

function server(onLogin: (call: SeenCall) => ServerAnswer = () => ({ code: CODE.WRONG_CREDENTIALS, msg: 'Wrong username or password.' })) {
  return mockServer((call) => (call.path === API.login.getVerificationImg ? { code: CODE.OK, data: PUZZLE } : onLogin(call)));
}

async function renderLogin(language: AppLanguage) {
  await i18n.changeLanguage(language);
  return renderPage(ROUTE.login, <LoginPage />);
}

beforeEach(() => {
  resetStores();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

describe('login page', () => {
  it.each([
    ['en-US', ['Please enter your username.', 'Please enter your password.', 'Please complete the slider puzzle.']],
    ['zh-HK', ['請輸入用戶名。', '請輸入密碼。', '請完成滑塊拼圖驗證。']],
  ] as const)('in %s, says what is missing before calling the server', async (language, messages) => {
    const { calls } = server();
    await renderLogin(language);

    await userEvent.click(await screen.findByRole('button', { name: language === 'en-US' ? 'Log in' : '登入' }));

    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.login.login)).toHaveLength(0);
  });

  it('asks for the puzzle when only the puzzle is missing', async () => {
    const { calls } = server();
    await renderLogin('en-US');

    await userEvent.type(screen.getByLabelText('Username'), 'demo0001');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please complete the slider puzzle.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your username.')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.login.login)).toHaveLength(0);
  });

  it('logs in with the puzzle answer and returns to the page the member came from', async () => {
    useSession.setState({ lastPage: `${ROUTE.billRecord}?type=recharge` });
    const { calls } = server(() => ({
      code: CODE.OK,
      data: { accessToken: 'a1', accessExpiresAt: 1, refreshToken: 'r1', refreshExpiresAt: 2, member: DEMO_MEMBER },
    }));
    await renderLogin('en-US');

    await userEvent.type(screen.getByLabelText('Username'), 'demo0001');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    const slider = await screen.findByRole('slider');
    await screen.findByText('Slide the piece into the gap of its shape');
    await waitUntil(() => {
      expect(slider).toHaveAttribute('aria-valuemax', '250');
    });
    for (let step = 0; step < 12; step += 1) fireEvent.keyDown(slider, { key: 'PageUp' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`${ROUTE.billRecord}?type=recharge`);
    const login = calls.find((call) => call.path === API.login.login);
    // With the track of the keys that moved the piece there, for the server to check.
    expect(login?.payload).toEqual({
      username: 'demo0001',
      password: 'demo1234',
      captchaId: 'puzzle-1',
      captchaX: 120,
      captchaTrack: expect.arrayContaining([[expect.any(Number), 0], [expect.any(Number), 120]]) as unknown,
    });
    expect(useSession.getState()).toMatchObject({ token: 'a1', refreshToken: 'r1', lastPage: null });
  });

  it('fetches a new puzzle after a refused login, since each is answered once', async () => {
    const { calls } = server();
    await renderLogin('en-US');

    await userEvent.type(screen.getByLabelText('Username'), 'demo0001');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    const slider = await screen.findByRole('slider');
    await waitUntil(() => {
      expect(slider).toHaveAttribute('aria-valuemax', '250');
    });
    fireEvent.keyDown(slider, { key: 'End' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    await waitUntil(() => {
      expect(calls.filter((call) => call.path === API.login.getVerificationImg)).toHaveLength(2);
    });
    expect(useSession.getState().token).toBeNull();
  });
});

/** Fills the form, places the piece and presses Log in, as a member does. */
async function submitLogin(loginLabel = 'Log in') {
  await userEvent.type(screen.getByLabelText(i18n.t('auth.username')), 'demo0001');
  await userEvent.type(screen.getByLabelText(i18n.t('auth.password')), 'demo1234');
  const slider = await screen.findByRole('slider');
  await waitUntil(() => {
    expect(slider).toHaveAttribute('aria-valuemax', '250');
  });
  fireEvent.keyDown(slider, { key: 'End' });
  await userEvent.click(screen.getByRole('button', { name: loginLabel }));
}

describe('a refused sign-in', () => {
  it('keeps the lock on the page with the time left from the server, counting down, and gone once it has passed', async () => {
    server(() => ({ code: CODE.ACCOUNT_LOCKED, msg: 'Too many failed attempts. Please try again in 1 minutes.', data: { retryAfterSeconds: 3 } }));
    await renderLogin('en-US');
    await submitLogin();

    const notice = await screen.findByTestId('sign-in-wait');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('Sign-in is paused');
    expect(notice).toHaveTextContent('Too many attempts. You can try again in 0:03.');
    // Not a toast: still there after a toast's 2 s, and counting.
    await waitUntil(() => {
      expect(notice).toHaveTextContent('You can try again in 0:01.');
    });
    expect(document.querySelector('.adm-toast-main')).toBeNull();
    await waitUntil(() => {
      expect(screen.queryByTestId('sign-in-wait')).toBeNull();
    });
  });

  it('in zh-HK, says the wait in Chinese with minutes and seconds', async () => {
    server(() => ({ code: CODE.ACCOUNT_LOCKED, msg: '失敗次數過多，請於 15 分鐘後再試。', data: { retryAfterSeconds: 900 } }));
    await renderLogin('zh-HK');
    await submitLogin('登入');

    const notice = await screen.findByTestId('sign-in-wait');
    expect(notice).toHaveTextContent('登入已暫停');
    expect(notice).toHaveTextContent(/嘗試次數過多，請於 1[45]:\d\d 後再試。/);
  });

  it('says to reset the password when a guessing campaign locked the account, with the way there', async () => {
    const message = 'This account is locked after many failed sign-ins. Reset your password with a verification code (Forgot password) to unlock it.';
    server(() => ({ code: CODE.ACCOUNT_LOCKED, msg: message, data: { retryAfterSeconds: 86_000, resetToUnlock: true } }));
    await renderLogin('en-US');
    await submitLogin();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(message);
    expect(within(notice).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', expect.stringContaining(ROUTE.forgetPassword));
    expect(screen.queryByTestId('sign-in-wait')).toBeNull();
  });

  it('keeps a wrong password in view until the member tries again', async () => {
    server();
    await renderLogin('en-US');
    await submitLogin();

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong username or password.');
  });
});
