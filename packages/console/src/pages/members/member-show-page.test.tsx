import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberDetail, Session } from '../../api/admin-types';
import { annDetail } from '../../testing/member-fixtures';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, waitFor } from '../../testing/console-page';
import { buttonsNamed } from '../../testing/console-screen';

/** The page takes its time under a loaded machine: more than vitest's 5 s default. */
const SLOW_SCREEN = { timeout: 30_000 };

const SUPPORT: Session = {
  username: 'desk',
  role: 'support',
  stage: 'ready',
  csrfToken: 'csrf-9',
  allowed: ['dashboard', 'members', 'member', 'pay-password-reset', 'two-step-reset'],
};


/** The admin API as the member page sees it; answers the requests made, by method and path. */
function stubServer(detail: MemberDetail): string[] {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://console.test').pathname;
      requests.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: SUPPORT });
      if (path === '/admin/members/7') return jsonAnswer(200, { ok: true, message: '', data: detail });
      if (path === '/admin/members/ann/two-step-reset') return jsonAnswer(200, { ok: true, message: "ann's 2-step is off.", data: {} });
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
