import { API, ZGetSlideResponse, ZPageNoticeResponse } from '@meridian/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createManualClock } from '../market/manual-clock.js';
import { TINY_PNG } from '../operator/operator-cli.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/** Banners and notices with dates: members see each only from its start until its end, by the server's clock. */

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let content: ConsoleBrowser;
let signIns = 0;

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(clock.now() + offsetMs).toISOString();

async function bannerTitles(): Promise<string[]> {
  return ZGetSlideResponse.parse((await t.api.call(API.common.getSlide)).data).list.map((slide) => slide.title);
}

async function noticeTitles(): Promise<{ titles: string[]; total: number }> {
  const answer = ZPageNoticeResponse.parse((await t.api.call(API.common.pageNotice, { page: 1, pageSize: 50 })).data);
  return { titles: answer.list.map((notice) => notice.title), total: answer.total };
}

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
/** The tests move the clock by hours, past a console session's 30 idle minutes: a new sign-in after each move. */
async function signInAgain(): Promise<void> {
  signIns += 1;
  content = (await enrolledOperator(t, clock, `windows-content-${signIns}`, 'content')).browser;
}
beforeEach(signInAgain);
afterAll(async () => {
  await t.close();
});

describe('dates of banners and notices', () => {
  it('shows a banner from its start until its end, and one whose dates are changed by them', async () => {
    const image = TINY_PNG.toString('base64');
    expect((await content.send('POST', '/admin/banners', { body: { title: 'Later banner', image, startsAt: at(HOUR) } })).status).toBe(200);
    expect((await content.send('POST', '/admin/banners', { body: { title: 'Ending banner', image, endsAt: at(HOUR / 2) } })).status).toBe(200);
    const always = await content.send('POST', '/admin/banners', { body: { title: 'Dated later', image } });
    const { id } = (always.body.data as { banner: { id: number } }).banner;
    expect(await bannerTitles()).toEqual(expect.arrayContaining(['Ending banner', 'Dated later']));
    expect(await bannerTitles()).not.toContain('Later banner');

    const changed = await content.send('PATCH', `/admin/banners/${id}`, { body: { startsAt: at(2 * HOUR) } });
    expect(changed.body.data).toMatchObject({ banner: { startsAt: at(2 * HOUR), endsAt: null } });
    expect(await bannerTitles()).not.toContain('Dated later');

    clock.advance(HOUR);
    expect(await bannerTitles()).toContain('Later banner');
    expect(await bannerTitles()).not.toContain('Ending banner');
    clock.advance(HOUR);
    expect(await bannerTitles()).toContain('Dated later');
  });

  it('lists and counts a notice only within its dates; clearing its end shows it for good', async () => {
    const added = await content.send('POST', '/admin/notices', { body: { title: 'Weekend maintenance', content: '<p>Saturday</p>', startsAt: at(HOUR), endsAt: at(3 * HOUR) } });
    expect(added.status).toBe(200);
    const { id } = added.body.data as { id: number };
    const before = await noticeTitles();
    expect(before.titles).not.toContain('Weekend maintenance');

    clock.advance(HOUR);
    const during = await noticeTitles();
    expect(during.titles).toContain('Weekend maintenance');
    expect(during.total).toBe(before.total + 1);
    clock.advance(2 * HOUR);
    expect((await noticeTitles()).titles).not.toContain('Weekend maintenance');

    await signInAgain();
    expect((await content.send('PATCH', `/admin/notices/${id}`, { body: { endsAt: null } })).status).toBe(200);
    expect((await noticeTitles()).titles).toContain('Weekend maintenance');
    expect((await content.send('GET', '/admin/notices')).body.data).toMatchObject({ notices: expect.arrayContaining([expect.objectContaining({ id, endsAt: null })]) as unknown });
  });

  it('refuses a time that is not one, dates that end before they start, and a popup that would wait', async () => {
    const image = TINY_PNG.toString('base64');
    expect((await content.send('POST', '/admin/banners', { body: { title: 'Bad', image, startsAt: 'tomorrow' } })).status).toBe(400);
    const backwards = await content.send('POST', '/admin/notices', { body: { title: 'Bad', content: '<p>x</p>', startsAt: at(2 * HOUR), endsAt: at(HOUR) } });
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toBe('The notice would end before it starts; nothing was changed.');
    const popup = await content.send('POST', '/admin/notices', { body: { title: 'Bad', content: '<p>x</p>', popup: true, startsAt: at(HOUR) } });
    expect(popup.status).toBe(422);
    expect((await noticeTitles()).titles).not.toContain('Bad');
  });

  it('refuses the roles whose duty content is not', async () => {
    for (const role of ['finance', 'support'] as const) {
      const { browser } = await enrolledOperator(t, clock, `windows-${role}`, role);
      expect((await browser.send('POST', '/admin/banners', { body: { title: 'No', image: TINY_PNG.toString('base64'), startsAt: at(HOUR) } })).status).toBe(403);
      expect((await browser.send('PATCH', '/admin/notices/1', { body: { endsAt: at(HOUR) } })).status).toBe(403);
    }
  });
});
