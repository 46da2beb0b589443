import { API, CODE, type TRegisterConfig } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { mockServer } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { RegisterPage } from './register-page';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PUZZLE = { captchaId: 'p', backgroundImage: PIXEL, pieceImage: PIXEL, pieceY: 40, width: 300, height: 160, pieceSize: 50, expiresInSeconds: 120 };

function server(config: TRegisterConfig, takenUsername = 'taken001') {
  return mockServer(({ path, payload }) => {
    if (path === API.common.getRegisterConfig) return { code: CODE.OK, data: config };
    if (path === API.login.getVerificationImg) return { code: CODE.OK, data: PUZZLE };
    if (path === API.login.existsUsername) {
      return { code: CODE.OK, data: { exists: (payload as { username: string }).username === takenUsername } };
    }
    return { code: CODE.NOT_FOUND, msg: 'not found' };
  });
}

function renderRegister(query = '') {
  return renderPage(ROUTE.register, <RegisterPage renderAgreement={() => <span>User Agreement</span>} />, `${ROUTE.register}${query}`);
}

beforeEach(() => {
  resetStores();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('register page', () => {
  it('fills the invitation code from the invite link', async () => {
    server({ inviteCodeRequired: false, verifyBy: 'none', agreementCode: 'user_agreement' });
    renderRegister('?code=MERIDIAN');

    expect(await screen.findByLabelText('Invitation code (optional)')).toHaveValue('MERIDIAN');
  });

  it('asks for the invitation code, the agreement and matching passwords when the config requires them', async () => {
    const { calls } = server({ inviteCodeRequired: true, verifyBy: 'none', agreementCode: 'user_agreement' });
    renderRegister();

    await userEvent.type(await screen.findByLabelText('Username'), 'newmember1');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret124');
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
});
