import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { formatTime } from '../../lib/format-time';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { fillIn, nth, operatorUser, rowTexts } from '../../testing/console-screen';

const CONTENT: TConsoleSession = {
  username: 'editor',
  role: 'content',
  stage: 'ready',
  csrfToken: 'csrf-6',
  allowed: ['dashboard', 'banners', 'banner-add', 'banner-set', 'notices', 'notice-add', 'notice-set', 'notice-remove'],
};

const LATER = '2099-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';

const BANNERS = [
  { id: 1, title: { 'en-US': 'New year' }, image: '/uploads/a.png', link: null, sort: 0, enabled: true, startsAt: LATER, endsAt: null, createdAt: PAST },
  { id: 2, title: { 'en-US': 'Old promo' }, image: '/uploads/b.png', link: null, sort: 1, enabled: true, startsAt: null, endsAt: PAST, createdAt: PAST },
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function stubServer(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, path: pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: CONTENT });
      if (pathname === '/admin/banners' && method === 'GET') return jsonAnswer(200, { ok: true, message: '', data: { banners: BANNERS } });
      if (pathname === '/admin/notices' && method === 'GET') return jsonAnswer(200, { ok: true, message: '', data: { notices: [] } });
      if (method !== 'GET') return jsonAnswer(200, { ok: true, message: 'Saved.', data: {} });
      return jsonAnswer(200, { ok: true, message: '', data: {} });
    }),
  );
  return sent;
}

const user = operatorUser();
const PERIOD = 'Shown to members from – until';

afterEach(closeConsole);

describe('when members see banners and notices', () => {
  it('says of each banner whether members see it now, and from when until when', async () => {
    stubServer();
    openConsoleAt('/content/banners');
    await waitFor(() => {
      expect(rowTexts()).toHaveLength(2);
    });
    const [later, old] = rowTexts();
    expect(later).toContain('Scheduled');
    expect(later).toContain(`${formatTime(LATER)} – No end`);
    expect(old).toContain('Ended');
    expect(old).toContain(`From now – ${formatTime(PAST)}`);
  });

  it("keeps a banner's dates when it is edited, and sends them", async () => {
    const sent = stubServer();
    openConsoleAt('/content/banners');
    await waitFor(() => {
      expect(rowTexts()).toHaveLength(2);
    });
    await user.click(nth(await screen.findAllByRole('button', { name: /Edit/ }), 0));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByText(PERIOD)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/admin/banners/1', body: { startsAt: LATER, endsAt: null } });
  });

  it('publishes a popup notice without dates, since it goes out at once', async () => {
    const sent = stubServer();
    openConsoleAt('/content/notices');
    await user.click(await screen.findByRole('button', { name: /Add a notice/ }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByText(PERIOD)).toBeInTheDocument();
    await fillIn(within(form).getByLabelText('Title'), 'Maintenance tonight');
    await fillIn(within(form).getByLabelText('Content (HTML)'), '<p>From 22:00</p>');
    await user.click(within(form).getByRole('checkbox'));
    await waitFor(() => {
      expect(within(form).queryByText(PERIOD)).not.toBeInTheDocument();
    });
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/admin/notices', body: { title: 'Maintenance tonight', popup: true } });
    expect(sent[0]?.body).not.toHaveProperty('startsAt');
  });
});
