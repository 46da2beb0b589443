import { API, CODE, type TDevice, type TProtection, type TSignIn } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall, payloadsTo } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { AntiPhishingPage } from './anti-phishing-page';
import { DevicesPage } from './devices-page';
import { FreezePage } from './freeze-page';
import { SecurityPage } from './security-page';
import { WhitelistPage } from './whitelist-page';
import { waitUntil } from '../../../testing/wait-until';

const HOUR_MS = 60 * 60 * 1000;
// 2026-03-05 06:00 UTC: 14:00 in the member's +08:00.
const NOW = Date.UTC(2026, 2, 5, 6, 0);

const PHONE: TDevice = { sessionId: 7, ip: '10.0.0.7', device: { browser: 'Safari 17', os: 'iOS 17', kind: 'mobile' }, signedInAt: NOW - HOUR_MS, lastActiveAt: NOW, current: true };
const LAPTOP: TDevice = { sessionId: 3, ip: '10.0.0.3', device: { browser: 'Chrome 126', os: 'Windows 10', kind: 'desktop' }, signedInAt: NOW - 5 * HOUR_MS, lastActiveAt: NOW - 2 * HOUR_MS, current: false };
const SIGN_INS: TSignIn[] = [
  { id: 12, at: NOW - HOUR_MS, ip: '10.0.0.7', device: PHONE.device, method: 'password', outcome: 'ok', current: true },
  { id: 11, at: NOW - 3 * HOUR_MS, ip: '10.9.9.9', device: { browser: '', os: '', kind: '' }, method: 'password', outcome: 'wrong-password', current: false },
];
const PROTECTION: TProtection = {
  whitelist: { on: true, endsAt: null, delayHours: 24 },
  withdrawHoldUntil: null,
  antiPhishingCode: null,
  destinations: [
    { kind: 'bank', id: 4, label: 'HSBC **** 1234', usableAt: null },
    { kind: 'bank', id: 5, label: 'BOC **** 6789', usableAt: NOW + 20 * HOUR_MS },
  ],
};

type Answer = { code: number; msg?: string; data?: unknown };

function server(answers: Partial<Record<string, (call: SeenCall) => Answer>> = {}) {
  let devices = [PHONE, LAPTOP];
  let protection = PROTECTION;
  return mockServer((call) => {
    const custom = answers[call.path];
    if (custom) return custom(call);
    switch (call.path) {
      case API.security.getDevices:
        return { code: CODE.OK, data: { list: devices } };
      case API.security.getSignIns:
        return { code: CODE.OK, data: { list: SIGN_INS, total: 2, page: 1, pageSize: 20 } };
      case API.security.signOutDevice:
      case API.security.signOutOthers:
        devices = [PHONE];
        return call.path === API.security.signOutOthers ? { code: CODE.OK, data: { count: 1 } } : { code: CODE.OK, data: { ok: true } };
      case API.security.getProtection:
        return { code: CODE.OK, data: protection };
      case API.security.setWhitelist:
        protection = { ...protection, whitelist: { ...protection.whitelist, endsAt: NOW + 24 * HOUR_MS } };
        return { code: CODE.OK, data: protection };
      case API.security.setAntiPhishingCode:
        protection = { ...protection, antiPhishingCode: 'Blue Fox 42' };
        return { code: CODE.OK, data: protection };
      default:
        return { code: CODE.OK, data: { ok: true } };
    }
  });
}

let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: { ...DEMO_MEMBER, timeZone: '+08:00' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('security centre', () => {
  it('lists its pages and opens them', async () => {
    server();
    renderPage(ROUTE.security, <SecurityPage />);
    for (const title of ['Passkeys', 'Devices and sign-ins', 'Withdrawal whitelist', 'Anti-phishing code', 'Freeze my account']) {
      expect(screen.getByRole('button', { name: new RegExp(title) })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: /Devices and sign-ins/ }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.securityDevices);
  });
});

describe('devices and sign-ins', () => {
  it('marks this device, lists the history with its outcome, and signs out all others', async () => {
    const { calls } = server();
    renderPage(ROUTE.securityDevices, <DevicesPage />);
    const devices = await screen.findAllByTestId('device');
    expect(devices).toHaveLength(2);
    expect(within(devices[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(devices[1] as HTMLElement).getByText('Chrome 126 · Windows 10')).toBeInTheDocument();
    const history = await screen.findAllByTestId('sign-in');
    expect(within(history[0] as HTMLElement).getByText('Signed in')).toBeInTheDocument();
    expect(within(history[0] as HTMLElement).getByText(/2026-03-05 13:00/)).toBeInTheDocument();
    expect(within(history[1] as HTMLElement).getByText('Wrong password')).toBeInTheDocument();
    expect(within(history[1] as HTMLElement).getByText('Unknown device')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('1 device signed out')).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.signOutOthers)).toEqual([{}]);
    expect(await screen.findByRole('button', { name: 'No other device is signed in' })).toBeDisabled();
  });

  it('signs out one other device by its session', async () => {
    const { calls } = server();
    renderPage(ROUTE.securityDevices, <DevicesPage />);
    const devices = await screen.findAllByTestId('device');
    await user.click(within(devices[1] as HTMLElement).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Chrome 126 · Windows 10/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitUntil(() => {
      expect(payloadsTo(calls, API.security.signOutDevice)).toEqual([{ sessionId: 3 }]);
    });
  });
});

describe('withdrawal whitelist', () => {
  it('says from when each card can be used, and until when it stays on when turned off', async () => {
    const { calls } = server();
    renderPage(ROUTE.securityWhitelist, <WhitelistPage />);
    expect(await screen.findByText('Usable now')).toBeInTheDocument();
    expect(screen.getByText('Usable from 2026-03-06 10:00')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Withdraw only to saved destinations' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitUntil(() => {
      expect(payloadsTo(calls, API.security.setWhitelist)).toEqual([{ on: false }]);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Turning off: the whitelist stays on until 2026-03-06 14:00.');
  });

  it('shows a withdrawal hold with its end', async () => {
    server({ [API.security.getProtection]: () => ({ code: CODE.OK, data: { ...PROTECTION, withdrawHoldUntil: NOW + 24 * HOUR_MS } }) });
    renderPage(ROUTE.securityWhitelist, <WhitelistPage />);
    expect(await screen.findByText('Withdrawals are on hold until 2026-03-06 14:00 after a recent password change.')).toBeInTheDocument();
  });
});

describe('anti-phishing code', () => {
  it('checks the code with the protocol’s rule before sending, then saves it and shows it', async () => {
    const { calls } = server();
    renderPage(ROUTE.securityAntiPhishing, <AntiPhishingPage />);
    expect(await screen.findByText('Not set yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Anti-phishing code'), '<b>');
    await user.type(screen.getByLabelText('Login password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Set code' }));
    expect(await screen.findByText('The anti-phishing code must be 4 to 20 letters, digits, spaces, "-", "_" or ".".')).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.setAntiPhishingCode)).toEqual([]);

    await user.clear(screen.getByLabelText('Anti-phishing code'));
    await user.type(screen.getByLabelText('Anti-phishing code'), ' Blue Fox 42 ');
    await user.click(screen.getByRole('button', { name: 'Set code' }));
    await waitUntil(() => {
      expect(payloadsTo(calls, API.security.setAntiPhishingCode)).toEqual([{ code: 'Blue Fox 42', password: 'secret123' }]);
    });
    expect(await screen.findByTestId('anti-phishing-code')).toHaveTextContent('Blue Fox 42');
  });

  it('says a wrong password under its field', async () => {
    server({ [API.security.setAntiPhishingCode]: () => ({ code: CODE.WRONG_PASSWORD, msg: 'The password is wrong.' }) });
    renderPage(ROUTE.securityAntiPhishing, <AntiPhishingPage />);
    await user.type(await screen.findByLabelText('Anti-phishing code'), 'Blue Fox');
    await user.type(screen.getByLabelText('Login password'), 'not-mine1');
    await user.click(screen.getByRole('button', { name: 'Set code' }));
    expect(await screen.findByText('The password is wrong.')).toBeInTheDocument();
  });
});

describe('freeze my account', () => {
  it('asks for the password, then forgets the session and lands on login', async () => {
    const { calls } = server();
    renderPage(ROUTE.securityFreeze, <FreezePage />);
    await user.click(screen.getByRole('button', { name: 'Freeze my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await within(dialog).findByText('Please fill in this field.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.freezeAccount)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Login password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.login);
    expect(payloadsTo(calls, API.security.freezeAccount)).toEqual([{ password: 'secret123' }]);
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps the dialog open with the reason when the password is wrong', async () => {
    server({ [API.security.freezeAccount]: () => ({ code: CODE.WRONG_PASSWORD, msg: 'The password is wrong.' }) });
    renderPage(ROUTE.securityFreeze, <FreezePage />);
    await user.click(screen.getByRole('button', { name: 'Freeze my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Login password'), 'not-mine1');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await within(dialog).findByText('The password is wrong.')).toBeInTheDocument();
    expect(useSession.getState().token).toBe('token');
  });
});
