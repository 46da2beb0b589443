import { API, CODE, ZBalance } from '@meridian/protocol';
import { act, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { useSession } from '../lib/session-store';
import { drawnAfter } from '../testing/drawn-after';
import { mockServer } from '../testing/envelope-fetch';
import { DEMO_MEMBER } from '../testing/fixtures';
import { resetStores } from '../testing/reset-stores';
import { LOADING_DELAY_MS } from './loading-indicator';
import { maintenanceMode } from './maintenance-mode';
import { registerNavigator } from './navigator';
import { CLIENT_CODE, REQUEST_TIMEOUT_MS, ZIgnored, request } from './request';

const BALANCE = { balance: '10000.00', frozen: '0.00', currency: 'USDT' };
const navigate = vi.fn<(to: string) => void>();

function signIn(refreshToken: string | null = null): void {
  useSession.setState({ token: 'access-1', refreshToken, user: DEMO_MEMBER, balance: BALANCE });
}

beforeEach(() => {
  resetStores();
  navigate.mockReset();
  registerNavigator((to) => {
    navigate(to);
  });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

describe('request wrapper: the wire', () => {
  it('posts the encrypted payload with the spec headers and returns the checked data', async () => {
    signIn();
    const server = mockServer(() => ({ code: CODE.OK, data: BALANCE }));

    const result = await request(API.member.getBalance, { probe: 1 }, ZBalance);

    expect(result).toEqual({ ok: true, data: BALANCE });
    const [call] = server.calls;
    expect(call?.path).toBe('/api/member/getBalance');
    expect(call?.method).toBe('POST');
    expect(call?.payload).toEqual({ probe: 1 });
    expect(call?.headers).toMatchObject({
      'content-type': 'application/json',
      'accept-language': 'en-US',
      accesstoken: 'access-1',
      uid: String(DEMO_MEMBER.id),
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(call?.headers.sid).toBe(useSession.getState().sid);
  });

  it('sends uid 0 and the mapped language header before login', async () => {
    await i18n.changeLanguage('zh-HK');
    const server = mockServer(() => ({ code: CODE.OK, data: {} }));

    await request(API.common.getTimestamp, {}, ZIgnored);

    expect(server.calls[0]?.headers).toMatchObject({ uid: '0', 'accept-language': 'zh-HK', accesstoken: '' });
  });

  it('cancels a member-only call without a token: never sent, and the member goes to login', async () => {
    const server = mockServer(() => ({ code: CODE.OK, data: BALANCE }));

    const result = await request(API.member.getBalance, {}, ZBalance);

    expect(result).toEqual({ ok: false, code: CLIENT_CODE.CANCELLED, msg: '' });
    expect(server.fetch).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/pages/login/login');
  });

  it('sends a public call without a token', async () => {
    const server = mockServer(() => ({ code: CODE.OK, data: { exists: false } }));

    const result = await request(API.login.existsUsername, { username: 'someone1' }, ZIgnored);

    expect(result.ok).toBe(true);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses data of the wrong shape with the format error', async () => {
    signIn();
    mockServer(() => ({ code: CODE.OK, data: { balance: 12.5 } }));

    const result = await request(API.member.getBalance, {}, ZBalance);

    expect(result).toEqual({ ok: false, code: CLIENT_CODE.BAD_ANSWER, msg: 'Format error' });
    expect(await screen.findByText('Format error')).toBeInTheDocument();
  });
});

describe('request wrapper: code 1001', () => {
  it('clears the token, member and balance and goes to login', async () => {
    signIn();
    mockServer(() => ({ code: CODE.SESSION_INVALID, msg: 'Your session has ended.' }));

    const result = await request(API.member.getBalance, {}, ZBalance);

    expect(result).toMatchObject({ ok: false, code: CODE.SESSION_INVALID });
    const state = useSession.getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(state.balance).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/pages/login/login');
  });

  it('opens login once when calls sent together all find the session ended', async () => {
    signIn();
    mockServer(() => ({ code: CODE.SESSION_INVALID, msg: 'Your session has ended.' }));

    await Promise.all([request(API.member.getBalance, {}, ZBalance), request(API.member.getMemberInfo, {}, ZIgnored), request(API.member.getLetterUnReadNum, {}, ZIgnored)]);

    expect(useSession.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pages/login/login');
  });

  it('renews the session once with the refresh token and replays the call', async () => {
    signIn('refresh-1');
    const server = mockServer(({ path, headers }) => {
      if (path === API.login.refreshAccessToken) {
        return { code: CODE.OK, data: { accessToken: 'access-2', accessExpiresAt: 1, refreshToken: 'refresh-2', refreshExpiresAt: 2 } };
      }
      return headers.accesstoken === 'access-2' ? { code: CODE.OK, data: BALANCE } : { code: CODE.SESSION_INVALID, msg: 'expired' };
    });

    const result = await request(API.member.getBalance, {}, ZBalance);

    expect(result).toEqual({ ok: true, data: BALANCE });
    expect(server.calls.map((call) => call.path)).toEqual([API.member.getBalance, API.login.refreshAccessToken, API.member.getBalance]);
    expect(server.calls[1]?.payload).toEqual({ refreshToken: 'refresh-1' });
    expect(useSession.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session and goes to login when the renewal is refused', async () => {
    signIn('refresh-1');
    const server = mockServer(() => ({ code: CODE.SESSION_INVALID, msg: 'expired' }));

    const result = await request(API.member.getBalance, {}, ZBalance);

    expect(result).toMatchObject({ ok: false, code: CODE.SESSION_INVALID });
    expect(server.calls).toHaveLength(2);
    expect(useSession.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/pages/login/login');
  });
});

describe('request wrapper: messages', () => {
  it.each([CODE.FORBIDDEN, CODE.SERVER_ERROR, CODE.WRONG_CREDENTIALS])('toasts the server message for code %i', async (code) => {
    signIn();
    mockServer(() => ({ code, msg: `Refused with ${code}` }));

    const result = await request(API.member.getBalance, {}, ZBalance);

    expect(result).toEqual({ ok: false, code, msg: `Refused with ${code}` });
    expect(await screen.findByText(`Refused with ${code}`)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('toasts the network error text when the server gives no message', async () => {
    signIn();
    mockServer(() => ({ code: CODE.SERVER_ERROR, msg: '' }));

    await request(API.member.getBalance, {}, ZBalance);

    expect(await screen.findByText('Network error, please try again')).toBeInTheDocument();
  });

  it('treats an HTTP status other than 200 as a network failure', async () => {
    signIn();
    mockServer(() => ({ code: CODE.OK, data: BALANCE, status: 502 }));

    const result = await request(API.member.getBalance, {}, ZBalance);

    expect(result).toEqual({ ok: false, code: CLIENT_CODE.NETWORK, msg: 'Network error, please try again' });
    expect(await screen.findByText('Network error, please try again')).toBeInTheDocument();
  });

  it('turns a request that never reaches the server into the translated network error', async () => {
    await i18n.changeLanguage('zh-HK');
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));

    const result = await request(API.common.getTimestamp, {}, ZIgnored);

    expect(result).toEqual({ ok: false, code: CLIENT_CODE.NETWORK, msg: '網絡錯誤，請重試' });
    expect(await screen.findByText('網絡錯誤，請重試')).toBeInTheDocument();
  });

  it('keeps a quiet call\'s failure for the caller to show', async () => {
    signIn();
    mockServer(() => ({ code: CODE.WRONG_PASSWORD, msg: 'The current password is wrong.' }));

    const result = await drawnAfter(() => request(API.member.getBalance, {}, ZBalance, { quiet: true }));

    expect(result).toMatchObject({ ok: false, msg: 'The current password is wrong.' });
    expect(screen.queryByText('The current password is wrong.')).not.toBeInTheDocument();
  });
});

describe('request wrapper: codes that move the member on', () => {
  it('3008 shows a modal with one confirm that opens the recharge bills', async () => {
    signIn();
    mockServer(() => ({ code: CODE.RECHARGE_UNFINISHED, msg: 'You have an unfinished deposit.' }));

    await request(API.member.getBalance, {}, ZBalance);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You have an unfinished deposit.');
    expect(screen.queryByText('Cancel')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    // The dialog is still animating in; a member's tap lands once it has.
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(screen.getByText('Confirm'));
    expect(navigate).toHaveBeenCalledWith('/pages/my/bill_record?type=recharge');
  });

  it.each([
    [CODE.CONTRACT_PENDING, '/pages/my/bet_record'],
    [CODE.CONTRACT_LIMIT, '/pages/my/bet_record'],
    [CODE.BALANCE_LOW, '/pages/recharge/index'],
    [CODE.CONTRACT_BALANCE_LOW, '/pages/recharge/index'],
  ])('%i toasts, then opens %s after 1.5 s', async (code, page) => {
    vi.useFakeTimers();
    signIn();
    mockServer(() => ({ code, msg: 'Not now' }));

    const result = await request(API.member.getBalance, {}, ZBalance);

    expect(result).toMatchObject({ ok: false, code, msg: 'Not now' });
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(navigate).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(navigate).toHaveBeenCalledWith(page);
    vi.useRealTimers();
    expect(await screen.findByText('Not now')).toBeInTheDocument();
  });
});

describe('request wrapper: the member’s own trading limits (4160-4163)', () => {
  it.each([CODE.CONTRACT_LOSS_LIMIT, CODE.CONTRACT_STAKE_LIMIT, CODE.CONTRACT_COOL_OFF, CODE.CONTRACT_SELF_EXCLUDED])('%i says why in a dialog that offers the limits page, also for a quiet call', async (code) => {
    signIn();
    mockServer(() => ({ code, msg: 'Your daily loss limit leaves no room for this contract.' }));

    const result = await request(API.contractShort.sign, {}, ZIgnored, { quiet: true });

    expect(result).toMatchObject({ ok: false, code });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your daily loss limit leaves no room for this contract.');
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(screen.getByText('My limits'));
    expect(navigate).toHaveBeenCalledWith('/pages/my/limits');
  });

  it('closes without going anywhere when the member only acknowledges it', async () => {
    signIn();
    mockServer(() => ({ code: CODE.CONTRACT_COOL_OFF, msg: 'You are taking a break from contracts.' }));

    await request(API.contractShort.sign, {}, ZIgnored);

    await screen.findByRole('dialog');
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(screen.getByText('OK'));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('request wrapper: maintenance (4503)', () => {
  it('sends the member to the maintenance page instead of a toast, also for a quiet call', async () => {
    signIn();
    mockServer(() => ({ code: CODE.MAINTENANCE, msg: 'The platform is under maintenance.' }));

    const result = await drawnAfter(() => request(API.member.getBalance, {}, ZBalance, { quiet: true }));

    expect(result).toMatchObject({ ok: false, code: CODE.MAINTENANCE });
    expect(navigate).toHaveBeenCalledWith('/pages/home/maintain');
    expect(maintenanceMode.isOn()).toBe(true);
    // The session stays: maintenance ending is what sends everyone to login.
    expect(useSession.getState().token).toBe('access-1');
    expect(screen.queryByText('The platform is under maintenance.')).not.toBeInTheDocument();
  });
});

describe('request wrapper: waiting', () => {
  it('shows the loading indicator only once a call has taken 800 ms', async () => {
    vi.useFakeTimers();
    signIn();
    let answer: (() => void) | undefined;
    mockServer(
      () =>
        new Promise((resolve) => {
          answer = () => {
            resolve({ code: CODE.OK, data: BALANCE });
          };
        }),
    );

    const show = vi.spyOn(Toast, 'show');
    const clear = vi.spyOn(Toast, 'clear');

    const pending = request(API.member.getBalance, {}, ZBalance);
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS - 1);
    expect(show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading' }));
    expect(clear).not.toHaveBeenCalled();
    answer?.();

    expect((await pending).ok).toBe(true);
    expect(clear).toHaveBeenCalled();
    show.mockRestore();
    clear.mockRestore();
  });

  it('shows no loading indicator for a quick call', async () => {
    vi.useFakeTimers();
    signIn();
    mockServer(() => ({ code: CODE.OK, data: BALANCE }));
    const show = vi.spyOn(Toast, 'show');

    await request(API.member.getBalance, {}, ZBalance);
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS * 2);

    expect(show).not.toHaveBeenCalled();
    show.mockRestore();
  });

  it('gives up after 60 s with a timeout failure', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              reject(new DOMException('Aborted', 'AbortError'));
            });
          }),
      ),
    );

    const pending = request(API.common.getTimestamp, {}, ZIgnored, { loading: false });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    });

    expect(await pending).toMatchObject({ ok: false, code: CLIENT_CODE.TIMEOUT });
  });
});
