import { API, CODE, type AppLanguage } from '@meridian/protocol';
import { fireEvent, screen } from '@testing-library/react';
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
