import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TMemberDetail } from '@meridian/protocol';
import { annDetail } from '../../testing/member-fixtures';
import { accessAnswered } from '../../testing/access-answers';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { choose, operatorUser } from '../../testing/console-screen';

/** The page takes its time under a loaded machine: more than vitest's 5 s default. */
const SLOW_SCREEN = { timeout: 30_000 };

const SUPPORT: TConsoleSession = {
  username: 'desk',
  role: 'support',
  stage: 'ready',
  csrfToken: 'csrf-9',
  allowed: ['dashboard', 'members', 'member', 'pay-password-reset', 'two-step-reset', 'member-level'],
};


/** The admin API as the member page sees it; answers the requests made, by method and path (bodies in `bodies`). */
function stubServer(detail: TMemberDetail, session: TConsoleSession = SUPPORT, bodies: unknown[] = []): string[] {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://console.test').pathname;
      requests.push(`${init?.method ?? 'GET'} ${path}`);
      if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
      if (path === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (path === '/admin/members/7') return jsonAnswer(200, { ok: true, message: '', data: detail });
      if (path === '/admin/members/ann/two-step-reset') return jsonAnswer(200, { ok: true, message: "ann's 2-step is off.", data: {} });
      if (path === '/admin/members/ann/level') return jsonAnswer(200, { ok: true, message: 'ann: granted level 3; now VIP3 (level 3).', data: {} });
      if (path.startsWith('/admin/')) return jsonAnswer(200, { ok: true, message: '', data: { items: [], total: 0 } });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return requests;
}

const user = operatorUser();

afterEach(() => {
  closeConsole();
});

describe("resetting a member's 2-step on the member page", () => {
  it('asks first, then posts the reset', SLOW_SCREEN, async () => {
    const requests = stubServer(annDetail(true));
    openConsoleAt('/members/show/7');
    await user.click(await screen.findByRole('button', { name: /Reset 2-step/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Turn off 2-step verification for ann?');
    expect(requests).not.toContain('POST /admin/members/ann/two-step-reset');
    await user.click(within(confirm).getByRole('button', { name: 'Reset 2-step' }));
    await waitFor(() => {
      expect(requests).toContain('POST /admin/members/ann/two-step-reset');
    });
  });

  it('is not offered while the member has 2-step off', SLOW_SCREEN, async () => {
    stubServer(annDetail(false));
    openConsoleAt('/members/show/7');
    expect(await screen.findByRole('button', { name: /Reset pay password/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset 2-step/ })).not.toBeInTheDocument();
  });
});

describe("a member's task level on the member page", () => {
  it('shows the level, and grants one from the levels there are', SLOW_SCREEN, async () => {
    const bodies: unknown[] = [];
    const requests = stubServer(annDetail(), SUPPORT, bodies);
    openConsoleAt('/members/show/7');
    const change = await screen.findByRole('button', { name: /Change level/ });
    expect(screen.getByText('VIP1', { exact: false })).toBeInTheDocument();
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Task level of ann' });
    expect(dialog).toHaveTextContent('Their 4 paid goods orders decide their level');
    await choose('Granted level', 'VIP3 (earned at 60 paid orders)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(requests).toContain('PATCH /admin/members/ann/level');
    });
    expect(bodies).toContainEqual({ level: 3 });
  });

  it('is not offered to a role that may not grant levels', SLOW_SCREEN, async () => {
    stubServer(annDetail(), { ...SUPPORT, allowed: SUPPORT.allowed.filter((command) => command !== 'member-level') });
    openConsoleAt('/members/show/7');
    expect(await screen.findByRole('button', { name: /Reset pay password/ })).toBeInTheDocument();
    await accessAnswered('members', 'level');
    expect(screen.queryByRole('button', { name: /Change level/ })).not.toBeInTheDocument();
  });
});

describe("freezing a member's sign-in on the member page", () => {
  it('asks first, then freezes it and reads the member again', SLOW_SCREEN, async () => {
    const bodies: unknown[] = [];
    const requests = stubServer(annDetail(), { ...SUPPORT, allowed: [...SUPPORT.allowed, 'member-freeze'] }, bodies);
    openConsoleAt('/members/show/7');
    await user.click(await screen.findByRole('button', { name: /Freeze sign-in/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Freeze the sign-in of ann?');
    expect(requests).not.toContain('PATCH /admin/members/ann/freeze');
    const readsBefore = requests.filter((request) => request === 'GET /admin/members/7').length;
    await user.click(within(confirm).getByRole('button', { name: 'Freeze sign-in' }));
    await waitFor(() => {
      expect(requests.filter((request) => request === 'GET /admin/members/7').length).toBeGreaterThan(readsBefore);
    });
    expect(requests).toContain('PATCH /admin/members/ann/freeze');
    expect(bodies).toContainEqual({ login: true });
  });
});
