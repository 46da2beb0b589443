import { API, CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { mockServer, payloadsTo, type SeenCall, type ServerAnswer } from '../../../testing/envelope-fetch';
import { renderRoutes } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { PUZZLE, solvePuzzle } from '../../../testing/slider-puzzle';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

/** A server with a puzzle, a ticket for a recovery code and a new password, unless `answers` says otherwise. */
function server(answers: Partial<Record<string, (call: SeenCall) => ServerAnswer>> = {}) {
  return mockServer((call) => {
    const custom = answers[call.path];
    if (custom) return custom(call);
    switch (call.path) {
      case API.login.getVerificationImg:
        return { code: CODE.OK, data: PUZZLE };
      case API.login.checkRecoveryCode:
        return { code: CODE.OK, data: { resetTicket: 'ticket-1', expiresInSeconds: 600 } };
      case API.login.updateLoginPassword:
        return { code: CODE.OK, data: { ok: true } };
      default:
        return { code: CODE.NOT_FOUND, msg: 'not found' };
    }
  });
}

/** The two pages of the reset, and where the app goes after. */
function renderReset() {
  return renderRoutes(
    <Routes>
      <Route path={ROUTE.forgetPassword} element={<ForgotPasswordPage />} />
      <Route path={ROUTE.resetPassword} element={<ResetPasswordPage />} />
      <Route path={ROUTE.login} element={<p>login page</p>} />
    </Routes>,
    [ROUTE.forgetPassword],
  );
}

async function fillRecoveryCode(username: string, code: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Recovery code'), code);
}

beforeEach(() => {
  resetStores();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgot password with a recovery code', () => {
  it('exchanges the code for a ticket and goes on to the new password, as a code by mail does', async () => {
    const { calls } = server();
    renderReset();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await fillRecoveryCode(' nomail01 ', 'ABCD-2345');
    await solvePuzzle();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(payloadsTo(calls, API.login.checkRecoveryCode)).toEqual([
      {
        username: 'nomail01',
        recoveryCode: 'ABCD-2345',
        captchaId: 'p',
        captchaX: 120,
        captchaTrack: expect.arrayContaining([[expect.any(Number), 120]]) as unknown,
      },
    ]);

    await userEvent.type(screen.getByLabelText('New password'), 'brandnew1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brandnew1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(payloadsTo(calls, API.login.updateLoginPassword)).toEqual([{ resetTicket: 'ticket-1', password: 'brandnew1', confirmPassword: 'brandnew1' }]);
  });

  it('offers the recovery code at once when the account has no email or phone', async () => {
    const noContact = 'This account has no email address or phone number to send a code to. Please contact customer service.';
    server({ [API.login.sendUpPwdCaptcha]: () => ({ code: CODE.NO_CONTACT, msg: noContact }) });
    renderReset();
    await userEvent.type(await screen.findByLabelText('Username'), 'nomail01');
    await solvePuzzle();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(/Use one of your recovery codes instead/)).toBeInTheDocument();
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('nomail01');
    // Not sent to customer service: the page has the way out.
    expect(screen.queryByText(noContact)).not.toBeInTheDocument();
  });

  it('still says any other refusal of the code by mail, and stays on it', async () => {
    server({ [API.login.sendUpPwdCaptcha]: () => ({ code: CODE.CODE_INVALID, msg: 'The puzzle was not solved.' }) });
    renderReset();
    await userEvent.type(await screen.findByLabelText('Username'), 'demo0001');
    await solvePuzzle();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('The puzzle was not solved.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Recovery code')).not.toBeInTheDocument();
  });

  it('checks the code\'s shape and the puzzle before sending anything', async () => {
    const { calls } = server();
    renderReset();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await fillRecoveryCode('nomail01', 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('A recovery code is 8 letters or digits, like abcd-2345.')).toBeInTheDocument();
    expect(screen.getByText('Please complete the slider puzzle.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.login.checkRecoveryCode)).toEqual([]);
  });

  it('shows a wrong or used code as the server says it, and stays', async () => {
    server({ [API.login.checkRecoveryCode]: () => ({ code: CODE.CODE_INVALID, msg: 'The recovery code is wrong or was used.' }) });
    renderReset();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await fillRecoveryCode('nomail01', 'abcd-2345');
    await solvePuzzle();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('The recovery code is wrong or was used.')).toBeInTheDocument();
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
