import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { API, CODE, ZGetCurWinListResponse, ZGetSlideResponse, ZPageNoticeResponse } from '@meridian/protocol';
import { notices, slides } from '../../../src/db/schema/index.js';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../../src/static/banners.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

describe('getSlide (public)', () => {
  it('answers the seeded banners in their order, with images on this server, without a token', async () => {
    const answer = await t.api.call(API.common.getSlide);
    expect(answer.code).toBe(CODE.OK);
    const { list } = ZGetSlideResponse.parse(answer.data);
    expect(list.map((slide) => [slide.title, slide.image, slide.link])).toEqual([
      ['Live markets, every second', '/media/banners/1.svg', '/pages/market/market'],
      ['Invite friends, earn together', '/media/banners/2.svg', '/pages/my/invite'],
      ['New here? Start with the help centre', '/media/banners/3.svg', '/pages/my/help'],
    ]);
    // A member gets the same.
    expect((await t.api.call(API.common.getSlide, {}, { token: member.token })).data).toEqual(answer.data);
  });

  it('follows the operator’s sort and leaves disabled banners out', async () => {
    const added = await t.db
      .insert(slides)
      .values([
        { title: { 'en-US': 'First now' }, image: '/media/banners/4.svg', link: null, sort: 0 },
        { title: { 'en-US': 'Switched off' }, image: '/media/banners/4.svg', link: null, sort: 0, enabled: false },
      ])
      .returning({ id: slides.id });
    try {
      const { list } = ZGetSlideResponse.parse((await t.api.call(API.common.getSlide)).data);
      expect(list.map((slide) => slide.title)).toEqual(['First now', 'Live markets, every second', 'Invite friends, earn together', 'New here? Start with the help centre']);
      expect(list[0]?.link).toBeNull();
    } finally {
      await t.db.delete(slides).where(inArray(slides.id, added.map((row) => row.id)));
    }
  });

  it('refuses parameters it does not take', async () => {
    expect((await t.api.call(API.common.getSlide, { page: 1 })).code).toBe(CODE.INVALID_PARAMS);
  });
});

describe('banner images', () => {
  it('serves every seeded banner as a 750 × 300 vector picture that runs nothing', async () => {
    const { list } = ZGetSlideResponse.parse((await t.api.call(API.common.getSlide)).data);
    expect(list.length).toBeGreaterThan(0);
    for (const slide of list) {
      const response = await t.app.inject({ method: 'GET', url: slide.image });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toMatch(new RegExp(`^<svg [^>]*width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}"`));
      expect(response.body).not.toMatch(/<script|href="http|on\w+=/i);
      // Small enough not to hold up the home page on a phone network.
      expect(response.rawPayload.length).toBeLessThan(4_000);
    }
  });

  it('draws each banner differently and the same every time', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/media/banners/1.svg' })).body;
    const again = (await t.app.inject({ method: 'GET', url: '/media/banners/1.svg' })).body;
    const second = (await t.app.inject({ method: 'GET', url: '/media/banners/2.svg' })).body;
    expect(again).toBe(first);
    expect(second).not.toBe(first);
  });

  it('sends a slide saved with the old PNG address on to the picture', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/banners/3.png' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/media/banners/3.svg');
  });

  it('answers 404 for a banner that does not exist', async () => {
    for (const url of ['/media/banners/0.svg', '/media/banners/5.svg', '/media/banners/5.png', '/media/banners/1.jpg', '/media/banners/..%2F1.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('pageNotice (public)', () => {
  it('answers the seeded notices newest first with their HTML and time, without a token', async () => {
    const answer = await t.api.call(API.common.pageNotice, {});
    expect(answer.code).toBe(CODE.OK);
    const page = ZPageNoticeResponse.parse(answer.data);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.list.map((notice) => notice.title)).toEqual([
      'Keep your account safe',
      'Scheduled maintenance on Sunday 02:00–03:00 (UTC)',
      'Welcome to Meridian',
    ]);
    expect(page.list[2]?.content).toContain('<a href="#/pages/my/help">');
    const times = page.list.map((notice) => notice.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.abs((times[0] ?? 0) - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('pages through newest first without gaps or repeats, ties broken by the newer id', async () => {
    const base = Date.now() + 60_000;
    const added = await t.db
      .insert(notices)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          title: { 'en-US': `Paged ${String(i).padStart(2, '0')}` },
          content: { 'en-US': '<p>x</p>' },
          // Two at each instant, so the order depends on the tie-break too.
          createdAt: new Date(base + Math.floor(i / 2) * 1000),
        })),
      )
      .returning({ id: notices.id });
    try {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const answer = await t.api.call(API.common.pageNotice, { page, pageSize: 5 }, { token: member.token });
        pages.push(ZPageNoticeResponse.parse(answer.data));
      }
      expect(pages.map((p) => [p.page, p.pageSize, p.total, p.list.length])).toEqual([
        [1, 5, 15, 5],
        [2, 5, 15, 5],
        [3, 5, 15, 5],
      ]);
      const titles = pages.flatMap((p) => p.list.map((notice) => notice.title));
      expect(titles.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => `Paged ${String(11 - i).padStart(2, '0')}`));
      expect(titles.slice(12)).toEqual(['Keep your account safe', 'Scheduled maintenance on Sunday 02:00–03:00 (UTC)', 'Welcome to Meridian']);
      const beyond = ZPageNoticeResponse.parse((await t.api.call(API.common.pageNotice, { page: 4, pageSize: 5 })).data);
      expect(beyond).toMatchObject({ list: [], total: 15, page: 4 });
    } finally {
      await t.db.delete(notices).where(inArray(notices.id, added.map((row) => row.id)));
    }
  });

  it('refuses a page size of 0 or above 100, page 0 and values of the wrong type', async () => {
    for (const payload of [{ pageSize: 0 }, { pageSize: 1000 }, { page: 0 }, { page: '1' }, { pageSize: 2.5 }, { page: null }]) {
      const answer = await t.api.call(API.common.pageNotice, payload);
      expect(answer.code, JSON.stringify(payload)).toBe(CODE.INVALID_PARAMS);
    }
  });
});

describe('getCurWinList (public)', () => {
  it('answers an empty list while no contract has been won, without a token', async () => {
    const answer = await t.api.call(API.common.getCurWinList);
    expect(answer.code).toBe(CODE.OK);
    expect(ZGetCurWinListResponse.parse(answer.data)).toEqual({ list: [] });
    expect((await t.api.call(API.common.getCurWinList, {}, { token: member.token })).data).toEqual({ list: [] });
  });

  it('refuses parameters it does not take', async () => {
    expect((await t.api.call(API.common.getCurWinList, { limit: 5 })).code).toBe(CODE.INVALID_PARAMS);
  });
});

describe('content calls and the session', () => {
  it('answers all three with a token that is no longer valid, as public calls', async () => {
    for (const path of [API.common.getSlide, API.common.pageNotice, API.common.getCurWinList]) {
      expect((await t.api.call(path, {}, { token: 'not-a-real-token' })).code, path).toBe(CODE.OK);
    }
  });
});
