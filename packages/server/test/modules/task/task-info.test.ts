import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, CODE, ZGetMemberLevelInfoResponse } from '@meridian/protocol';
import type { TestApp } from '../../helpers/build-test-app.js';
import type { TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { GRAB_INTERVAL_MS, as, completeTask, fundedMember, grab, grabbed, startTaskApp, stopTaskApp, setTimeZone, taskInfo } from './task-fixtures.js';

// 06:00 UTC: 14:00 in +08:00.
const clock = createManualClock(Date.UTC(2026, 2, 4, 6, 0, 0));
let t: TestApp;

beforeAll(async () => {
  t = await startTaskApp(clock);
});
afterAll(() => stopTaskApp(t));

const HOUR_MS = 3_600_000;

async function levelInfo(member: TestMember) {
  const answer = await t.api.call(API.member.getMemberLevelInfo, {}, as(member));
  expect(answer.code).toBe(CODE.OK);
  return z.strictObject(ZGetMemberLevelInfoResponse.shape).parse(answer.data);
}

describe('getTaskInfo', () => {
  it('shows a new member’s level, today’s tasks and the next level’s rules', async () => {
    const member = await fundedMember(t, '1000');
    expect(await taskInfo(t, member)).toEqual({
      level: 1,
      levelName: 'VIP1',
      tasksPerDay: 2,
      tasksDoneToday: 0,
      tasksLeftToday: 2,
      commissionPercent: '1',
      completedTotal: 0,
      nextLevel: { level: 2, levelName: 'VIP2', completedTasksNeeded: 4, tasksPerDay: 4, commissionPercent: '2' },
      grabIntervalSeconds: 30,
      waitingOrder: null,
      currency: 'USDT',
      todayCommission: '0.00',
    });
  });

  it('shows the waiting order, the tasks used and today’s commission', async () => {
    const member = await fundedMember(t, '1000');
    const paid = await completeTask(t, clock, member);
    clock.advance(GRAB_INTERVAL_MS);
    const waiting = await grabbed(t, member);
    expect(await taskInfo(t, member)).toMatchObject({
      tasksDoneToday: 2,
      tasksLeftToday: 0,
      completedTotal: 1,
      waitingOrder: waiting,
      todayCommission: paid.commission,
    });
  });

  it('needs a login', async () => {
    expect((await t.api.call(API.task.getTaskInfo, {})).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.member.getMemberLevelInfo, {})).code).toBe(CODE.SESSION_INVALID);
    const member = await fundedMember(t, '0');
    expect((await t.api.call(API.task.getTaskInfo, { extra: 1 }, as(member))).code).toBe(CODE.INVALID_PARAMS);
  });
});

describe('daily task limit', () => {
  it('stops at the level’s tasks per day and starts again at the member’s local midnight', async () => {
    // 15:00 UTC: 23:00 in +08:00, the same day in UTC.
    clock.advance(Date.UTC(2026, 2, 4, 15, 0, 0) - clock.now());
    const east = await fundedMember(t, '1000');
    const utc = await fundedMember(t, '1000');
    await setTimeZone(t, east, '+08:00');
    for (const member of [east, utc]) {
      await completeTask(t, clock, member);
      await completeTask(t, clock, member);
    }
    clock.advance(GRAB_INTERVAL_MS);
    const refused = await grab(t, east);
    expect(refused).toMatchObject({ code: CODE.TASK_LIMIT_REACHED, msg: 'You have completed all 2 tasks for today. New tasks start tomorrow.' });
    const eastMidnight = Date.UTC(2026, 2, 4, 16, 0, 0);
    expect(refused.data).toEqual({ nextGrabAt: eastMidnight });
    const countdown = await t.api.call(API.task.getCountdown, {}, as(east));
    expect(countdown.data).toEqual({ secondsLeft: Math.ceil((eastMidnight - clock.now()) / 1000), nextGrabAt: eastMidnight, serverTime: clock.now() });
    expect((await grab(t, utc)).code).toBe(CODE.TASK_LIMIT_REACHED);

    // Past midnight in +08:00 but not in UTC: only the member in +08:00 has a new day.
    clock.advance(eastMidnight - clock.now() + 1000);
    expect((await grab(t, east)).code).toBe(CODE.OK);
    expect(await taskInfo(t, east)).toMatchObject({ tasksDoneToday: 1, tasksLeftToday: 1, todayCommission: '0.00' });
    expect((await grab(t, utc)).code).toBe(CODE.TASK_LIMIT_REACHED);
    clock.advance(8 * HOUR_MS);
    expect((await grab(t, utc)).code).toBe(CODE.OK);
  });
});

describe('member levels', () => {
  it('rise with paid goods orders alone, and raise tasks per day and the commission', async () => {
    const member = await fundedMember(t, '1000');
    const before = await levelInfo(member);
    expect(before).toEqual({
      level: 1,
      levelName: 'VIP1',
      completedTotal: 0,
      levels: [
        { level: 1, levelName: 'VIP1', completedTasksNeeded: 0, tasksPerDay: 2, commissionPercent: '1' },
        { level: 2, levelName: 'VIP2', completedTasksNeeded: 4, tasksPerDay: 4, commissionPercent: '2' },
        { level: 3, levelName: 'VIP3', completedTasksNeeded: 10, tasksPerDay: 6, commissionPercent: '3' },
      ],
      nextLevel: { level: 2, levelName: 'VIP2', completedTasksNeeded: 4, tasksPerDay: 4, commissionPercent: '2' },
    });
    // A large deposit changes nothing.
    const rich = await fundedMember(t, '1000000');
    expect((await levelInfo(rich)).level).toBe(1);

    for (let day = 0; day < 2; day += 1) {
      await completeTask(t, clock, member);
      await completeTask(t, clock, member);
      clock.advance(24 * HOUR_MS);
    }
    const after = await levelInfo(member);
    expect(after).toMatchObject({ level: 2, levelName: 'VIP2', completedTotal: 4, nextLevel: { level: 3 } });
    expect(await taskInfo(t, member)).toMatchObject({ level: 2, tasksPerDay: 4, tasksLeftToday: 4, commissionPercent: '2' });
    clock.advance(GRAB_INTERVAL_MS);
    const order = await grabbed(t, member);
    expect(order).toMatchObject({ level: 2, commissionPercent: '2' });
    expect(order.commission).toBe(((Number(order.price) * 2) / 100).toFixed(2));
  });
});
