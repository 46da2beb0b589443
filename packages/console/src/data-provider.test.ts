import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminRefusal } from './api/admin-refusal';
import { setCsrfToken } from './api/csrf-token';
import { dataProvider } from './data-provider';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A fetch that answers `answer` with `status` and records what the console sent. */
function stubFetch(status: number, answer: unknown, headers: Record<string, string> = {}): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        credentials: init.credentials,
      });
      return Promise.resolve(new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json', ...headers } }));
    }),
  );
  return sent;
}

beforeEach(() => {
  setCsrfToken('csrf-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('dataProvider.getList', () => {
  it('asks for a page with its sort and equality filters, and answers items and total', async () => {
    const sent = stubFetch(200, { ok: true, message: '2 members', data: { items: [{ id: 1 }, { id: 2 }], total: 42 } });
    const result = await dataProvider.getList({
      resource: 'members',
      pagination: { currentPage: 3, pageSize: 20 },
      sorters: [{ field: 'registeredAt', order: 'desc' }],
      filters: [
        { field: 'q', operator: 'eq', value: 'ann' },
        { field: 'registeredFrom', operator: 'eq', value: '2026-01-01' },
        { field: 'empty', operator: 'eq', value: '' },
        { field: 'ignored', operator: 'contains', value: 'x' },
      ],
    });
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(result.total).toBe(42);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]?.url ?? '', 'http://console.test');
    expect(url.pathname).toBe('/admin/members');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '3', pageSize: '20', sort: 'registeredAt', order: 'desc', q: 'ann', registeredFrom: '2026-01-01' });
    expect(sent[0]?.credentials).toBe('same-origin');
  });

  it('sends no CSRF token and no body on a GET', async () => {
    const sent = stubFetch(200, { ok: true, message: '', data: { items: [], total: 0 } });
    await dataProvider.getList({ resource: 'audit' });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(sent[0]?.body).toBeUndefined();
  });
});

describe('dataProvider.getOne', () => {
  it('reads one record at /admin/<resource>/<id>', async () => {
    const sent = stubFetch(200, { ok: true, message: '', data: { member: { id: 7 } } });
    const result = await dataProvider.getOne({ resource: 'members', id: 7 });
    expect(sent[0]?.url).toBe('/admin/members/7');
    expect(result.data).toEqual({ member: { id: 7 } });
  });
});

describe('dataProvider.custom', () => {
  it('sends the CSRF token and a JSON body on anything but GET', async () => {
    const sent = stubFetch(200, { ok: true, message: 'Credited 25.00 USDT to ann', data: { id: 'AJ1' } });
    const custom = dataProvider.custom;
    if (custom === undefined) throw new Error('custom is part of the data provider');
    const result = await custom({ url: '/admin/adjustments', method: 'post', payload: { username: 'ann', amount: '25.00', reason: 'goodwill' } });
    expect(sent[0]).toMatchObject({
      url: '/admin/adjustments',
      method: 'POST',
      body: { username: 'ann', amount: '25.00', reason: 'goodwill' },
      headers: { 'x-csrf-token': 'csrf-1', 'content-type': 'application/json' },
    });
    expect(result).toEqual({ data: { id: 'AJ1' }, message: 'Credited 25.00 USDT to ann', messageLanguage: null });
  });

  it('passes query parameters of a GET', async () => {
    const sent = stubFetch(200, { ok: true, message: '', data: { orders: [] } });
    await dataProvider.custom?.({ url: '/admin/pending', method: 'get', query: { limit: 50 } });
    expect(sent[0]?.url).toBe('/admin/pending?limit=50');
  });

  it('turns a refusal into an HttpError with the status and the server message', async () => {
    stubFetch(422, { ok: false, message: 'Refused: the order is already paid' });
    const call = dataProvider.custom?.({ url: '/admin/withdrawals/W1/pay', method: 'post' });
    await expect(call).rejects.toBeInstanceOf(AdminRefusal);
    await expect(call).rejects.toMatchObject({ statusCode: 422, message: 'Refused: the order is already paid' });
  });

  it('keeps retry-after of a 429', async () => {
    stubFetch(429, { ok: false, message: 'Too many requests; try again in 30 s.' }, { 'retry-after': '30' });
    await expect(dataProvider.custom?.({ url: '/admin/letters', method: 'post', payload: {} })).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 30 });
  });

  it('refuses with the HTTP status when the answer is not JSON (a proxy error page)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))));
    await expect(dataProvider.getOne({ resource: 'members', id: 1 })).rejects.toMatchObject({ statusCode: 502, message: 'Bad Gateway' });
  });
});

describe('dataProvider writes', () => {
  it('updates with PATCH /admin/<resource>/<id> and the token', async () => {
    const sent = stubFetch(200, { ok: true, message: 'ok', data: { username: 'bob', role: 'finance' } });
    await dataProvider.update({ resource: 'operators', id: 'bob', variables: { role: 'finance' } });
    expect(sent[0]).toMatchObject({ url: '/admin/operators/bob', method: 'PATCH', body: { role: 'finance' }, headers: { 'x-csrf-token': 'csrf-1' } });
  });
});

describe('the content lists and their changes', () => {
  it('reads a list answered whole ({goods: […]}) without asking for a page when refine pages it', async () => {
    const sent = stubFetch(200, { ok: true, message: '', data: { goods: [{ id: 1 }, { id: 2 }] } });
    const result = await dataProvider.getList({ resource: 'goods', pagination: { currentPage: 1, pageSize: 20, mode: 'client' } });
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(result.total).toBe(2);
    expect(new URL(sent[0]?.url ?? '', 'http://console.test').search).toBe('');
  });

  it("sends a change named by its command to the command's route, its path's values out of the body, with the server's sentence", async () => {
    const sent = stubFetch(200, { ok: true, message: 'Article faq saved.', data: {} });
    const result = await dataProvider.create({ resource: 'help', variables: { code: 'faq', language: 'zh-HK', title: 'Q', content: '<p>A</p>', sort: 0 }, meta: { command: 'help-set' } });
    expect(sent[0]).toMatchObject({ url: '/admin/help/faq/zh-HK', method: 'PUT', body: { title: 'Q', content: '<p>A</p>', sort: 0 } });
    expect(result).toMatchObject({ message: 'Article faq saved.' });
  });

  it("removes one language of an article with the query refine's meta carries", async () => {
    const sent = stubFetch(200, { ok: true, message: 'Removed.', data: {} });
    await dataProvider.deleteOne({ resource: 'help', id: 'faq', meta: { query: { language: 'zh-HK' } } });
    expect(sent[0]).toMatchObject({ url: '/admin/help/faq?language=zh-HK', method: 'DELETE' });
  });

  it("fills a command's one path parameter from the record's id when a removal sends no values", async () => {
    const sent = stubFetch(200, { ok: true, message: 'Removed.', data: {} });
    await dataProvider.deleteOne({ resource: 'terms', id: 120, meta: { command: 'contract-option-remove' } });
    expect(sent[0]).toMatchObject({ url: '/admin/contract-options/120', method: 'DELETE' });
  });
});
