import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  CODE,
  ZExplainInfo,
  ZGetActivityInfoResponse,
  ZGetActivityPageResponse,
  ZGetExplainListResponse,
  ZGetLetterPageResponse,
} from '@meridian/protocol';
import { activities } from '../../../src/db/schema/index.js';
import { ACTIVITY_COVER_HEIGHT, ACTIVITY_COVER_WIDTH, activityCoverUrl } from '../../../src/static/activity-covers.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { as } from '../withdraw/withdraw-fixtures.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 18, 12, 0, 0);
const clock = createManualClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  // These tests list exactly the activities they write.
  await t.db.delete(activities);
});
afterAll(async () => {
  await t.close();
});

async function addActivity(fields: { title: string; startsAt?: Date | null; endsAt?: Date | null; enabled?: boolean; sort?: number }) {
  const [row] = await t.db
    .insert(activities)
    .values({
      title: { 'en-US': fields.title },
      summary: { 'en-US': `About ${fields.title}` },
      image: activityCoverUrl(1),
      content: { 'en-US': `<p>${fields.title}</p>` },
      startsAt: fields.startsAt ?? null,
      endsAt: fields.endsAt ?? null,
      enabled: fields.enabled ?? true,
      sort: fields.sort ?? 0,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('no activity');
  return row.id;
}

async function page(fields: Record<string, unknown> = {}) {
  const answer = await t.api.call(API.common.getActivityPage, fields);
  expect(answer.code).toBe(CODE.OK);
  return ZGetActivityPageResponse.parse(answer.data);
}

describe('activities', () => {
  it('lists enabled activities to a visitor: ongoing first, then upcoming, then ended, the operator’s order within each', async () => {
    await addActivity({ title: 'Ended', startsAt: new Date(NOW - 9 * DAY_MS), endsAt: new Date(NOW - DAY_MS) });
    await addActivity({ title: 'Upcoming', startsAt: new Date(NOW + DAY_MS), endsAt: new Date(NOW + 2 * DAY_MS) });
    await addActivity({ title: 'Ongoing second', startsAt: new Date(NOW - DAY_MS), endsAt: new Date(NOW + DAY_MS), sort: 2 });
    await addActivity({ title: 'Always on', sort: 1 });
    await addActivity({ title: 'Hidden', enabled: false });

    const answer = await page();
    expect(answer.total).toBe(4);
    expect(answer.list.map((a) => [a.title, a.status])).toEqual([
      ['Always on', 'ongoing'],
      ['Ongoing second', 'ongoing'],
      ['Upcoming', 'upcoming'],
      ['Ended', 'ended'],
    ]);
    expect(answer.list[1]).toMatchObject({
      summary: 'About Ongoing second',
      image: activityCoverUrl(1),
      startsAt: NOW - DAY_MS,
      endsAt: NOW + DAY_MS,
    });
    expect(answer.list[0]).toMatchObject({ startsAt: null, endsAt: null });
    expect(answer.list[0]).not.toHaveProperty('content');

    const second = await page({ page: 2, pageSize: 3 });
    expect(second.list.map((a) => a.title)).toEqual(['Ended']);
    // A member sees the same list.
    const member = await newMember(t);
    expect((await t.api.call(API.common.getActivityPage, {}, as(member))).data).toEqual(answer);
  });

  it('follows the clock: an upcoming activity becomes ongoing when it starts', async () => {
    const id = await addActivity({ title: 'Starts soon', startsAt: new Date(clock.now() + 60_000) });
    const info = async () => ZGetActivityInfoResponse.parse((await t.api.call(API.common.getActivityInfo, { id })).data);
    expect((await info()).status).toBe('upcoming');
    clock.advance(60_000);
    expect((await info()).status).toBe('ongoing');
  });

  it('answers one activity with its content, and a disabled or missing one as not found', async () => {
    const id = await addActivity({ title: 'Detail' });
    const answer = await t.api.call(API.common.getActivityInfo, { id });
    expect(answer.code).toBe(CODE.OK);
    expect(ZGetActivityInfoResponse.parse(answer.data)).toMatchObject({ id, title: 'Detail', content: '<p>Detail</p>', status: 'ongoing' });

    const hidden = await addActivity({ title: 'Withdrawn', enabled: false });
    expect(await t.api.call(API.common.getActivityInfo, { id: hidden })).toEqual({
      code: CODE.NOT_FOUND,
      msg: 'This activity does not exist or has been taken down.',
      data: null,
    });
    expect((await t.api.call(API.common.getActivityInfo, { id: 987_654 }, { language: 'zh-HK' })).msg).toBe('此活動不存在或已下架。');
  });

  it('refuses bad input', async () => {
    expect((await t.api.call(API.common.getActivityInfo, {})).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.common.getActivityInfo, { id: -1 })).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.common.getActivityPage, { page: 0 })).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.common.getActivityPage, { extra: true })).code).toBe(CODE.INVALID_PARAMS);
  });

  it('serves the generated cover pictures as SVG and nothing else under their path', async () => {
    const cover = await t.app.inject({ method: 'GET', url: activityCoverUrl(2) });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.body).toMatch(new RegExp(`^<svg [^>]*width="${ACTIVITY_COVER_WIDTH}" height="${ACTIVITY_COVER_HEIGHT}"`));
    expect((await t.app.inject({ method: 'GET', url: activityCoverUrl(99) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/activities/x.svg' })).statusCode).toBe(404);
  });
});

describe('seeded community content', () => {
  it('ships activities with server-drawn covers, welcome letters and help articles in every language', async () => {
    const fresh = await buildTestApp();
    try {
      const list = ZGetActivityPageResponse.parse((await fresh.api.call(API.common.getActivityPage, {})).data).list;
      expect(list).toHaveLength(3);
      for (const activity of list) expect(activity.image).toMatch(/^\/media\/activities\/\d\.svg$/);

      const helpIn = async (language: string) =>
        ZGetExplainListResponse.parse((await fresh.api.call(API.common.getExplainList, { type: 'help' }, { language })).data).list;
      const helpEn = await helpIn('en-US');
      expect(helpEn).toHaveLength(6);
      const helpZh = await helpIn('zh-HK');
      expect(helpZh.map((a) => a.title)).toContain('如何充值');
      expect((await helpIn('es')).map((a) => a.title)).toContain('Cómo depositar');
      // An id read in the other language answers that language's text of the same article.
      const [firstEn] = helpEn;
      const zhById = await fresh.api.call(API.common.getExplainInfo, { id: firstEn?.id }, { language: 'zh-HK' });
      expect(ZExplainInfo.parse(zhById.data)).toMatchObject({ code: firstEn?.code, title: helpZh[0]?.title });

      const member = await newMember(fresh);
      const inbox = ZGetLetterPageResponse.parse((await fresh.api.call(API.member.getLetterPage, {}, as(member))).data);
      expect(inbox.list.map((l) => l.title)).toEqual(['Welcome to Meridian', 'Your account is protected']);
      expect(JSON.stringify(inbox)).not.toMatch(/https?:\/\//);
    } finally {
      await fresh.close();
    }
  });
});
