import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { operatorAudit } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

const clock = createManualClock(Date.parse('2026-11-28T08:00:00Z'));
let t: TestApp;
let support: ConsoleBrowser;
let finance: ConsoleBrowser;
let content: ConsoleBrowser;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  support = (await enrolledOperator(t, clock, 'levels-support', 'support')).browser;
  finance = (await enrolledOperator(t, clock, 'levels-finance', 'finance')).browser;
  content = (await enrolledOperator(t, clock, 'levels-content', 'content')).browser;
});
afterAll(async () => {
  await t.close();
});

/** The member's level as the app reads it, and their tasks per day. */
async function levelOf(token: string) {
  const info = await t.api.call(API.member.getMemberLevelInfo, {}, { token });
  const tasks = await t.api.call(API.task.getTaskInfo, {}, { token });
  expect(info.code).toBe(CODE.OK);
  expect(tasks.code).toBe(CODE.OK);
  return { level: info.data.level, levelName: info.data.levelName, next: info.data.nextLevel?.levelName ?? null, tasksPerDay: tasks.data.tasksPerDay };
}

describe("support grants a member's task level", () => {
  it('raises the level the app shows, with its tasks per day, and takes it back with none', async () => {
    const member = await newMember(t);
    expect(await levelOf(member.token)).toEqual({ level: 1, levelName: 'VIP1', next: 'VIP2', tasksPerDay: 5 });

    const granted = await support.send('PATCH', `/admin/members/${member.username}/level`, { body: { level: 3 } });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ ok: true, data: { grantedLevel: 3, level: 3, levelName: 'VIP3', levelGranted: true } });
    expect(await levelOf(member.token)).toEqual({ level: 3, levelName: 'VIP3', next: 'VIP4', tasksPerDay: 12 });
    const shown = await support.send('GET', `/admin/members/${member.id}`);
    expect(shown.body.data).toMatchObject({ member: { grantedLevel: 3 }, taskLevel: { level: 3, name: 'VIP3', granted: true, completedTotal: 0 } });

    const cleared = await support.send('PATCH', `/admin/members/${member.username}/level`, { body: { level: null } });
    expect(cleared.body).toMatchObject({ ok: true, data: { grantedLevel: null, level: 1, levelGranted: false } });
    expect(await levelOf(member.token)).toEqual({ level: 1, levelName: 'VIP1', next: 'VIP2', tasksPerDay: 5 });
  });

  it('never takes away a level: a grant at or below what the member reaches changes nothing, and says so', async () => {
    const member = await newMember(t);
    const answer = await support.send('PATCH', `/admin/members/${member.username}/level`, { body: { level: 1 } });
    expect(answer.body).toMatchObject({ ok: true, data: { grantedLevel: 1, level: 1, levelGranted: false } });
    expect(answer.body.message).toContain('already reach');
    expect(await levelOf(member.token)).toMatchObject({ level: 1, tasksPerDay: 5 });
  });

  it('refuses a level the task setting does not have, a level that is not a number, and a member that does not exist', async () => {
    const member = await newMember(t);
    const unknown = await support.send('PATCH', `/admin/members/${member.username}/level`, { body: { level: 9 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('There is no level 9');
    // Not a level at all: the body is refused before any record is read.
    expect((await support.send('PATCH', `/admin/members/${member.username}/level`, { body: { level: 'high' } })).status).toBe(400);
    expect((await support.send('PATCH', `/admin/members/${member.username}/level`, { body: { level: 0 } })).status).toBe(400);
    expect((await support.send('PATCH', '/admin/members/nobody-at-all/level', { body: { level: 2 } })).status).toBe(404);
    expect(await levelOf(member.token)).toMatchObject({ level: 1 });
  });

  it('is support’s: finance and content are refused (403) and nothing changes', async () => {
    const member = await newMember(t);
    for (const operator of [finance, content]) {
      expect((await operator.send('PATCH', `/admin/members/${member.username}/level`, { body: { level: 4 } })).status).toBe(403);
    }
    expect(await levelOf(member.token)).toMatchObject({ level: 1 });
  });

  it('lands in the audit log with the operator and the member', async () => {
    const member = await newMember(t);
    await support.send('PATCH', `/admin/members/${member.username}/level`, { body: { level: 2 } });
    const [row] = await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    expect(row).toMatchObject({ actor: 'console:levels-support', action: 'member-level', target: `member:${member.username}` });
  });
});
