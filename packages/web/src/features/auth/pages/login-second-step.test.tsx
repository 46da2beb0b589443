import { API, CODE } from '@meridian/protocol';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { isTwoStepOnHere } from '../../../lib/two-step-hint';
import { mockServer, type SeenCall, type ServerAnswer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { LoginPage } from './login-page';
import { waitUntil } from '../../../testing/wait-until';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PUZZLE = { captchaId: 'puzzle-1', backgroundImage: PIXEL, pieceImage: PIXEL, pieceY: 40, width: 300, height: 160, pieceSize: 50, expiresInSeconds: 120 };
const SESSION = { accessToken: 'a1', accessExpiresAt: 1, refreshToken: 'r1', refreshExpiresAt: 2, member: DEMO_MEMBER };
const TICKET = { code: CODE.TWO_STEP_REQUIRED, msg: 'Enter the code from your authenticator app to finish signing in.', data: { ticket: 't-1', expiresAt: 9 } };

function server(onSecondStep: (call: SeenCall) => ServerAnswer) {
  return mockServer((call) => {
    if (call.path === API.login.getVerificationImg) return { code: CODE.OK, data: PUZZLE };
    if (call.path === API.login.login) return TICKET;
    return onSecondStep(call);
  });
}

/** The password step, done: the page then asks for the code. */
async function passPassword() {
  renderPage(ROUTE.login, <LoginPage />);
  await userEvent.type(screen.getByLabelText('Username'), 'demo0001');
  await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
  const slider = await screen.findByRole('slider');
  await waitUntil(() => {
    expect(slider).toHaveAttribute('aria-valuemax', '250');
  });
  fireEvent.keyDown(slider, { key: 'End' });
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByText('Enter the 6-digit code from your authenticator app.');
}

beforeEach(() => {
  resetStores();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login with 2-step verification', () => {
  it('asks for the code after the password, and signs in with the ticket and the code', async () => {
    const { calls } = server(() => ({ code: CODE.OK, data: SESSION }));
    await passPassword();
    expect(useSession.getState().token).toBeNull();

    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitUntil(() => {
      expect(useSession.getState().token).toBe('a1');
    });
    expect(calls.find((call) => call.path === API.login.secondStep)?.payload).toEqual({ ticket: 't-1', code: '123456' });
    expect(isTwoStepOnHere()).toBe(true);
  });

  it('takes a recovery code instead, and says what a code looks like before calling', async () => {
    const { calls } = server(() => ({ code: CODE.OK, data: SESSION }));
    await passPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.login.secondStep)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Recovery code'));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcd-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitUntil(() => {
      expect(calls.find((call) => call.path === API.login.secondStep)?.payload).toEqual({ ticket: 't-1', code: 'abcd-2345' });
    });
  });

  it('goes back to the password when the ticket has run out', async () => {
    server(() => ({ code: CODE.SECOND_STEP_EXPIRED, msg: 'The sign-in has expired. Please enter your password again.' }));
    await passPassword();
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('keeps a wrong code and then the lock it leads to in view, the lock with its time left', async () => {
    let answers = 0;
    server(() => {
      answers += 1;
      return answers === 1
        ? { code: CODE.TWO_STEP_CODE_WRONG, msg: 'The code is wrong or was already used.' }
        : { code: CODE.ACCOUNT_LOCKED, msg: 'Too many failed attempts. Please try again in 15 minutes.', data: { retryAfterSeconds: 900 } };
    });
    await passPassword();
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or was already used.');

    await userEvent.type(screen.getByLabelText('Authenticator code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('sign-in-wait')).toHaveTextContent(/You can try again in 1[45]:\d\d\./);
  });
});
