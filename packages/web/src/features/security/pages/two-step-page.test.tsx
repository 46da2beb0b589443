import { API, CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { isTwoStepOnHere } from '../../../lib/two-step-hint';
import { mockServer, type SeenCall, type ServerAnswer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { TwoStepPage } from './two-step-page';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const CODES = ['aaaa-2222', 'bbbb-3333', 'cccc-4444', 'dddd-5555', 'eeee-6666', 'ffff-7777', 'gggg-8888', 'hhhh-9999', 'jjjj-2345', 'kkkk-6789'];
const OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const ON = { enabled: true, enabledAt: Date.parse('2026-11-24T08:00:00Z'), recoveryCodesLeft: 9 };

/** A server whose 2-step starts as `initial` and follows what the page turns on or off. */
function server(initial: object, answers: Partial<Record<string, (call: SeenCall) => ServerAnswer>> = {}) {
  let status = initial;
  return mockServer((call) => {
    const answer = answers[call.path]?.(call);
    if (answer?.code === CODE.OK && call.path === API.security.confirmTwoStep) status = ON;
    if (answer?.code === CODE.OK && call.path === API.security.disableTwoStep) status = OFF;
    if (answer) return answer;
    if (call.path === API.security.getTwoStep) return { code: CODE.OK, data: status };
    return { code: CODE.OK };
  });
}

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('two-step page', () => {
  it('turns on: QR code and key, the first code, then the 10 recovery codes shown once', async () => {
    const { calls } = server(OFF, {
      [API.security.beginTwoStep]: () => ({ code: CODE.OK, data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Meridian:demo?secret=JBSWY3DPEHPK3PXP', qr: PIXEL } }),
      [API.security.confirmTwoStep]: () => ({ code: CODE.OK, data: { recoveryCodes: CODES } }),
    });
    renderPage(ROUTE.twoStep, <TwoStepPage />);
    expect(await screen.findByText('2-step verification is off.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', PIXEL);
    expect(screen.getByTestId('two-step-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.security.confirmTwoStep)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Code from the app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    for (const code of CODES) expect(screen.getByText(code)).toBeInTheDocument();
    expect(calls.find((call) => call.path === API.security.confirmTwoStep)?.payload).toEqual({ code: '654321' });
    expect(isTwoStepOnHere()).toBe(true);
  });

  it('shows a wrong first code from the server and stays on the code', async () => {
    server(OFF, {
      [API.security.beginTwoStep]: () => ({ code: CODE.OK, data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x', qr: PIXEL } }),
      [API.security.confirmTwoStep]: () => ({ code: CODE.TWO_STEP_CODE_WRONG, msg: 'That code is wrong.' }),
    });
    renderPage(ROUTE.twoStep, <TwoStepPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await userEvent.type(await screen.findByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns off with a code and says until when withdrawals are held', async () => {
    const holdUntil = Date.parse('2026-11-25T08:00:00Z');
    const { calls } = server(ON, { [API.security.disableTwoStep]: () => ({ code: CODE.OK, data: { withdrawHoldUntil: holdUntil } }) });
    renderPage(ROUTE.twoStep, <TwoStepPage />);
    expect(await screen.findByText('2-step verification is on.')).toBeInTheDocument();
    expect(screen.getByText('9 recovery codes left')).toBeInTheDocument();
    // In the member's zone (+08:00), whatever the device's.
    expect(screen.getByText('On since 2026-11-24 16:00')).toBeInTheDocument();
    expect(screen.getByText('Turning it off signs out every other device and holds withdrawals for 24 hours.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('2-step verification is off')).toBeInTheDocument();
    expect(screen.getByText(/withdrawals are held until 2026-11-25 16:00\./)).toBeInTheDocument();
    expect(calls.find((call) => call.path === API.security.disableTwoStep)?.payload).toEqual({ code: '123456' });
    expect(isTwoStepOnHere()).toBe(false);
  });
});
