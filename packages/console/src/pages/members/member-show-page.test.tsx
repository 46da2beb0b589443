import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberDetail, Session } from '../../api/admin-types';
import { annDetail } from '../../testing/member-fixtures';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, waitFor } from '../../testing/console-page';
import { buttonNamed, buttonsNamed, choose } from '../../testing/console-screen';

/** The page takes its time under a loaded machine: more than vitest's 5 s default. */
const SLOW_SCREEN = { timeout: 30_000 };

const SUPPORT: Session = {
  username: 'desk',
  role: 'support',
  stage: 'ready',
  csrfToken: 'csrf-9',
  allowed: ['dashboard', 'members', 'member', 'pay-password-reset', 'two-step-reset', 'member-level'],
};


/** The admin API as the member page sees it; answers the requests made, by method and path (bodies in `bodies`). */
function stubServer(detail: MemberDetail, session: Session = SUPPORT, bodies: unknown[] = []): string[] {
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

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(() => {
  closeConsole();
});

describe("resetting a member's 2-step on the member page", () => {
  it('asks first, then posts the reset', SLOW_SCREEN, async () => {
    const requests = stubServer(annDetail(true));
    openConsoleAt('/members/show/7');
    await waitFor(() => buttonsNamed('Reset 2-step').length === 1, 'the reset button');
    act(() => {
      buttonsNamed('Reset 2-step')[0]?.click();
    });
    await waitFor(() => document.querySelector('.ant-modal-confirm')?.textContent.includes('Turn off 2-step verification for ann?') === true, 'the confirm');
    expect(requests).not.toContain('POST /admin/members/ann/two-step-reset');
    act(() => {
      document.querySelector<HTMLButtonElement>('.ant-modal-confirm .ant-btn-dangerous')?.click();
    });
    await waitFor(() => requests.includes('POST /admin/members/ann/two-step-reset'), 'the reset request');
  });

  it('is not offered while the member has 2-step off', SLOW_SCREEN, async () => {
    stubServer(annDetail(false));
    openConsoleAt('/members/show/7');
    await waitFor(() => buttonsNamed('Reset pay password').length === 1, 'the member page');
    expect(buttonsNamed('Reset 2-step')).toHaveLength(0);
  });
});

describe("a member's task level on the member page", () => {
  it('shows the level, and grants one from the levels there are', SLOW_SCREEN, async () => {
    const bodies: unknown[] = [];
    const requests = stubServer(annDetail(), SUPPORT, bodies);
    openConsoleAt('/members/show/7');
    await waitFor(() => buttonsNamed('Change level').length === 1, 'the level button');
    expect(document.body.textContent).toContain('VIP1');
    act(() => {
      buttonNamed('Change level').click();
    });
    await waitFor(() => document.querySelector('.ant-modal')?.textContent.includes('Task level of ann') === true, 'the level dialog');
    expect(document.querySelector('.ant-modal')?.textContent).toContain('Their 4 paid goods orders decide their level');
    await choose('Granted level', 'VIP3 (earned at 60 paid orders)');
    act(() => {
      buttonNamed('Save').click();
    });
    await waitFor(() => requests.includes('PATCH /admin/members/ann/level'), 'the level request');
    expect(bodies).toContainEqual({ level: 3 });
  });

  it('is not offered to a role that may not grant levels', SLOW_SCREEN, async () => {
    stubServer(annDetail(), { ...SUPPORT, allowed: SUPPORT.allowed.filter((command) => command !== 'member-level') });
    openConsoleAt('/members/show/7');
    await waitFor(() => buttonsNamed('Reset pay password').length === 1, 'the member page');
    expect(buttonsNamed('Change level')).toHaveLength(0);
  });
});
