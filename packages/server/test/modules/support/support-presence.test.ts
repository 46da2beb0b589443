import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, SUPPORT_ANSWER_PRESENCE_MS, ZGetConversationResponse } from '@meridian/protocol';
import { supportConversations } from '../../../src/db/schema/index.js';
import { runCommand } from '../../../src/operator/operator-commands.js';
import { DEFAULT_SUPPORT_SCHEDULE } from '../../../src/settings/customer-service-settings.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock, type ManualClock } from '../../market/manual-clock.js';

/**
 * "Support is away" (issue 36): said only when no agent has the console open, the desk is outside
 * its published hours, and no agent has just answered. The demo's hours are 09:00-21:00 at UTC+08:00.
 */
/** Monday 5 January 2026, 10:00 at UTC+08:00: within the demo's hours. */
const OPEN = Date.UTC(2026, 0, 5, 2, 0);
/** The same day, 22:00 at UTC+08:00. */
const CLOSED = Date.UTC(2026, 0, 5, 14, 0);

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = createManualClock(OPEN);
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

async function conversationOf(member: TestMember) {
  const answer = await t.api.call(API.support.getConversation, {}, { token: member.token });
  expect(answer.code).toBe(CODE.OK);
  return ZGetConversationResponse.parse(answer.data);
}

function moveTo(ms: number): void {
  clock.advance(ms - clock.now());
}

describe('whether support is there', () => {
  it('is, within the published hours, with nobody at the console; and says the hours and the agents’ presence', async () => {
    moveTo(OPEN);
    const member = await newMember(t);
    expect(await conversationOf(member)).toMatchObject({ supportOnline: true, agentOnline: false, schedule: DEFAULT_SUPPORT_SCHEDULE });
  });

  it('is not, outside them', async () => {
    moveTo(CLOSED);
    const member = await newMember(t);
    expect(await conversationOf(member)).toMatchObject({ supportOnline: false, agentOnline: false });
  });

  it('is, for a while after an agent answers, whatever the hour', async () => {
    // The answer will be stamped by the database's clock: the test's runs alongside it here.
    moveTo(Date.now());
    // No published hours: only the agents' presence and their answers count.
    await t.deps.settings.set('customerService', { ...(await t.deps.settings.get('customerService')), schedule: null });
    const member = await newMember(t);
    expect((await t.api.call(API.support.sendMessage, { text: 'Is anyone there?' }, { token: member.token })).code).toBe(CODE.OK);
    const [conversation] = await t.db.select({ id: supportConversations.id }).from(supportConversations).where(eq(supportConversations.memberId, member.id));
    expect((await conversationOf(member)).supportOnline).toBe(false);

    expect((await runCommand(t.db, { name: 'conversation-reply', id: conversation?.id ?? 0, text: 'Yes, I am here' }, { actor: 'cli:test' })).ok).toBe(true);
    const answered = await conversationOf(member);
    // The answer is stamped by the database's clock; its presence is counted from that.
    const answerAt = answered.messages.at(-1)?.createdAt ?? 0;
    moveTo(answerAt + 60_000);
    expect(await conversationOf(member)).toMatchObject({ supportOnline: true, agentOnline: false, schedule: null });
    moveTo(answerAt + SUPPORT_ANSWER_PRESENCE_MS + 60_000);
    expect((await conversationOf(member)).supportOnline).toBe(false);
  });

  it('follows the hours the operator publishes, and refuses hours that cannot be read', async () => {
    const service = await t.deps.settings.get('customerService');
    const unreadable = await runCommand(t.db, { name: 'settings-set', key: 'customerService', value: { ...service, schedule: { ...DEFAULT_SUPPORT_SCHEDULE, opens: '25:00' } } }, { actor: 'cli:test' });
    expect(unreadable.ok).toBe(false);
    const nights = { days: [1], opens: '21:00', closes: '23:00', utcOffset: '+08:00' };
    const saved = await runCommand(t.db, { name: 'settings-set', key: 'customerService', value: { ...service, schedule: nights } }, { actor: 'cli:test' });
    expect(saved.ok).toBe(true);
    t.deps.settings.forget('customerService');
    moveTo(CLOSED);
    const member = await newMember(t);
    expect(await conversationOf(member)).toMatchObject({ supportOnline: true, schedule: nights });
    moveTo(OPEN + 24 * 3_600_000);
    expect(await conversationOf(member)).toMatchObject({ supportOnline: false });
  });
});
