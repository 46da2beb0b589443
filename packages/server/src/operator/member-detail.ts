import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { bankCards, members, sessions } from '../db/schema/index.js';
import { listMemberAddresses } from '../modules/address/member-address-store.js';
import { isTwoStepOn, readMemberSecurity } from '../modules/security/member-two-step.js';
import { readTaskProgress } from '../modules/task/task-progress.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { readSetting } from '../settings/settings-store.js';
import { listMembers, type MemberListItem } from './member-list.js';

/** Everything the console's member page shows of one member, read in one go. */

/** How far up the inviter chain the page goes: the levels referral rewards reach. */
const INVITER_LEVELS = 3;
const SESSIONS_SHOWN = 20;

async function inviterChain(db: DbOrTx, inviterId: number | null): Promise<{ id: number; username: string }[]> {
  const chain: { id: number; username: string }[] = [];
  let next = inviterId;
  while (next !== null && chain.length < INVITER_LEVELS) {
    const [row] = await db.select({ id: members.id, username: members.username, inviterId: members.inviterId }).from(members).where(eq(members.id, next)).limit(1);
    if (!row) break;
    chain.push({ id: row.id, username: row.username });
    next = row.inviterId;
  }
  return chain;
}

export async function readMemberDetail(db: DbOrTx, memberId: number, nowMs: number) {
  const found = await listMembers(db, { id: memberId, page: 1, pageSize: 1, sort: 'id', order: 'asc' });
  const member: MemberListItem | undefined = found.items[0];
  if (!member) return null;
  const taskSetting = await readSetting(db, 'task');
  const taskRules = typeof taskSetting === 'object' ? taskSetting.value : DEFAULT_SETTINGS.task;
  const [cards, addresses, inviters, [team], activeSessions, security, progress] = await Promise.all([
    db
      .select({ id: bankCards.id, bankName: bankCards.bankName, holder: bankCards.holder, account: bankCards.account, createdAt: bankCards.createdAt })
      .from(bankCards)
      .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt))),
    listMemberAddresses(db, memberId),
    inviterChain(db, member.inviterId),
    db.select({ size: count() }).from(members).where(eq(members.inviterId, memberId)),
    db
      .select({ createdAt: sessions.createdAt, ip: sessions.ip, userAgent: sessions.userAgent })
      .from(sessions)
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, new Date(nowMs))))
      .orderBy(desc(sessions.createdAt))
      .limit(SESSIONS_SHOWN),
    readMemberSecurity(db, memberId),
    readTaskProgress(db, memberId, taskRules, nowMs),
  ]);
  return {
    member,
    bankCards: cards.map((card) => ({ ...card, createdAt: card.createdAt.toISOString() })),
    addresses,
    inviters,
    teamSize: team?.size ?? 0,
    sessions: activeSessions.map((session) => ({ ...session, createdAt: session.createdAt.toISOString() })),
    /** Whether support may reset it (two-step-reset). */
    twoStepOn: isTwoStepOn(security),
    /** The task level the member stands at, and what support may grant (member-level). */
    taskLevel: {
      level: progress.level.level,
      name: progress.level.name,
      /** Whether that level is the granted one, above what the paid orders reach. */
      granted: progress.levelGranted,
      grantedLevel: member.grantedLevel,
      completedTotal: progress.completedTotal,
      levels: taskRules.levels.map((rule) => ({ level: rule.level, name: rule.name, completedTasksNeeded: rule.completedTasksNeeded })),
    },
  };
}
