import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../testing/console-page';
import { fillIn, operatorUser, rowShowing, rowWith } from '../testing/console-screen';

const LATER = '2099-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';

/** What the admin API answers each list with. */
const LISTS: Record<string, unknown> = {
  '/admin/help': { articles: [{ code: 'faq', language: 'en-US', title: 'Questions', sort: 0 }] },
  '/admin/contract-options': { options: [{ seconds: 60, yieldPercent: '80', minAmount: '10', maxAmount: '1000' }] },
  '/admin/interest-terms': { terms: { minAmount: '10', dailyRatePercent: '1', holdDays: 3, handlingPercent: '2' } },
  '/admin/activities': {
    activities: [{ id: 4, title: { 'en-US': 'Spring bonus' }, summary: { 'en-US': 'Five percent' }, image: '/uploads/a.png', startsAt: null, endsAt: LATER, enabled: true, sort: 2, createdAt: PAST }],
  },
  '/admin/notices': { notices: [{ id: 3, title: { 'en-US': 'Maintenance' }, content: { 'en-US': '<p>Tonight</p>' }, popup: false, startsAt: null, endsAt: null, createdAt: PAST }] },
  '/admin/mining-products': { products: [] },
};

interface Call {
  method: string;
  /** The path and its query, as sent. */
  url: string;
  body: unknown;
}

function stubServer(allowed: readonly string[]): Call[] {
  const calls: Call[] = [];
  const session: TConsoleSession = { username: 'editor', role: 'content', stage: 'ready', csrfToken: 'csrf-7', allowed: ['dashboard', ...allowed] };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname, search } = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, url: `${pathname}${search}`, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (method === 'GET') return jsonAnswer(200, { ok: true, message: '', data: LISTS[pathname] ?? {} });
      return jsonAnswer(200, { ok: true, message: 'Saved.', data: {} });
    }),
  );
  return calls;
}

const changes = (calls: readonly Call[]) => calls.filter((call) => call.method !== 'GET');
const reads = (calls: readonly Call[], path: string) => calls.filter((call) => call.method === 'GET' && call.url.startsWith(path)).length;

/** Presses a row's button, then the confirmation's (refine's DeleteButton asks in a popover). */
async function removeWith(row: HTMLElement, button: string, confirm: string): Promise<void> {
  const user = operatorUser();
  // The button's name also has its icon's ("delete").
  await user.click(await within(row).findByRole('button', { name: new RegExp(button) }));
  // The newest popover: an earlier one stays in the page, closed.
  const popover = (await screen.findAllByRole('tooltip')).at(-1);
  if (popover === undefined) throw new Error('no confirmation');
  await user.click(within(popover).getByRole('button', { name: confirm }));
}

const user = operatorUser();

afterEach(closeConsole);

describe('help articles', () => {
  it('lets a role that may set articles add one, written to its code and language', async () => {
    const calls = stubServer(['help-articles', 'help-set']);
    openConsoleAt('/content/help');
    await user.click(await screen.findByRole('button', { name: /Add an article/ }));
    const form = await screen.findByRole('dialog');
    await fillIn(within(form).getByLabelText('Code'), 'pay_password');
    await fillIn(within(form).getByLabelText('Title'), 'Pay password');
    await fillIn(within(form).getByLabelText('Content (HTML)'), '<p>Open My account</p>');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(changes(calls)).toHaveLength(1);
    });
    expect(changes(calls)[0]).toEqual({ method: 'PUT', url: '/admin/help/pay_password/en-US', body: { title: 'Pay password', content: '<p>Open My account</p>', sort: 0 } });
  });

  it('removes one language of an article, or every language', async () => {
    const calls = stubServer(['help-articles', 'help-remove']);
    openConsoleAt('/content/help');
    await rowShowing('Questions');
    expect(screen.queryByRole('button', { name: /Add an article/ })).not.toBeInTheDocument();
    await removeWith(rowWith('Questions'), 'Remove this language', 'Remove this language');
    await waitFor(() => {
      expect(changes(calls)).toHaveLength(1);
    });
    await removeWith(rowWith('Questions'), 'Remove every language', 'Remove every language');
    await waitFor(() => {
      expect(changes(calls)).toHaveLength(2);
    });
    expect(changes(calls).map(({ method, url }) => `${method} ${url}`)).toEqual(['DELETE /admin/help/faq?language=en-US', 'DELETE /admin/help/faq']);
  });
});

describe('contract durations', () => {
  it("changes a duration's terms at its seconds", async () => {
    const calls = stubServer(['contract-options', 'contract-option-set']);
    openConsoleAt('/products/terms');
    await rowShowing('1000');
    expect(within(rowWith('1000')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(await within(rowWith('1000')).findByRole('button', { name: /Edit/ }));
    const form = await screen.findByRole('dialog');
    await fillIn(within(form).getByLabelText('Yield (%)'), '85');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(changes(calls)).toHaveLength(1);
    });
    expect(changes(calls)[0]).toEqual({ method: 'PUT', url: '/admin/contract-options/60', body: { yieldPercent: '85', minAmount: '10', maxAmount: '1000' } });
  });

  it('removes a duration, then reads the durations again', async () => {
    const calls = stubServer(['contract-options', 'contract-option-remove']);
    openConsoleAt('/products/terms');
    await rowShowing('1000');
    expect(screen.queryByRole('button', { name: /Add a duration/ })).not.toBeInTheDocument();
    const before = reads(calls, '/admin/contract-options');
    await removeWith(rowWith('1000'), 'Remove', 'Remove');
    await waitFor(() => {
      expect(reads(calls, '/admin/contract-options')).toBeGreaterThan(before);
    });
    expect(changes(calls).map(({ method, url }) => `${method} ${url}`)).toEqual(['DELETE /admin/contract-options/60']);
  });
});

describe('activities', () => {
  it('keeps the stored content when an edit leaves it empty, and sends whether members see it', async () => {
    const calls = stubServer(['activities', 'activity-set']);
    openConsoleAt('/content/activities');
    await rowShowing('Spring bonus');
    await user.click(await within(rowWith('Spring bonus')).findByRole('button', { name: /Edit/ }));
    const form = await screen.findByRole('dialog');
    await fillIn(within(form).getByLabelText('Summary'), 'Six percent');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(changes(calls)).toHaveLength(1);
    });
    const [change] = changes(calls);
    expect(change).toMatchObject({ method: 'PATCH', url: '/admin/activities/4', body: { language: 'en-US', title: 'Spring bonus', summary: 'Six percent', sort: 2, enabled: true, endsAt: LATER } });
    expect(change?.body).not.toHaveProperty('content');
    expect(change?.body).not.toHaveProperty('image');
  });
});

describe('notices', () => {
  it('reads the latest hundred and takes one down', async () => {
    const calls = stubServer(['notices', 'notice-remove']);
    openConsoleAt('/content/notices');
    await rowShowing('Maintenance');
    expect(calls.find((call) => call.method === 'GET' && call.url.startsWith('/admin/notices'))?.url).toBe('/admin/notices?limit=100');
    await removeWith(rowWith('Maintenance'), 'Remove', 'Remove');
    await waitFor(() => {
      expect(changes(calls)).toHaveLength(1);
    });
    expect(changes(calls)[0]).toMatchObject({ method: 'DELETE', url: '/admin/notices/3' });
  });
});

describe('mining products', () => {
  it('adds a product that never ends, without the on/off a change sends', async () => {
    const calls = stubServer(['mining-products', 'mining-product-add']);
    openConsoleAt('/products/mining');
    await user.click(await screen.findByRole('button', { name: /Add a mining product/ }));
    const form = await screen.findByRole('dialog');
    await fillIn(within(form).getByLabelText('Name'), 'Miner S9');
    await fillIn(within(form).getByLabelText('Price'), '500');
    await fillIn(within(form).getByLabelText('Rate (% a day)'), '1.5');
    await fillIn(within(form).getByLabelText('Locked (days)'), '30');
    await fillIn(within(form).getByLabelText('Most per member'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(changes(calls)).toHaveLength(1);
    });
    expect(changes(calls)[0]).toEqual({
      method: 'POST',
      url: '/admin/mining-products',
      body: { name: 'Miner S9', language: 'en-US', price: '500', dailyRate: '1.5', lockDays: 30, singleLimit: 2, expiresAt: null, sort: 0 },
    });
  });
});
