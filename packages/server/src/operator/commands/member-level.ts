import { ADMIN_INPUTS, ADMIN_ROUTES, memberLevel } from '@meridian/protocol';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.js';
import { findMemberByUsername } from '../../modules/member/member-store.js';
import { readTaskProgress } from '../../modules/task/task-progress.js';
import { DEFAULT_SETTINGS } from '../../settings/default-settings.js';
import { readSetting } from '../../settings/settings-store.js';
import { defineCommand } from '../command-types.js';
import { said, saidPart } from '../../i18n/console/console-translate.js';

/**
 * Grants a member a task level (support): their level is never below it, so they get its tasks per
 * day and commission, whatever their paid orders say; `level: null` takes the grant back. A grant
 * only ever raises: a member keeps every level their paid orders earned, and a grant at or below
 * that changes nothing (the answer says so). No money moves here; the level counts for the orders
 * the member goes on to pay.
 */
export const memberLevelCommand = defineCommand({
  name: 'member-level',
  fields: ADMIN_INPUTS['member-level'],
  group: 'platform',
  summary: 'grant a member a task level (never below what their paid orders reach); --level none takes the grant back',
  line: { positionals: [{ field: 'username', label: 'username' }], flags: { level: ['level', 'clearable', '<n|none>'] } },
  routes: ADMIN_ROUTES['member-level'],
  audit: { target: (command) => `member:${command.username}`, keepsResult: true },
  effect: async (tx, { username, level }) => {
    const member = await findMemberByUsername(tx, username);
    if (!member) return { ok: false, ...said('members.noSuch', { username }), status: 404 };
    const read = await readSetting(tx, 'task');
    const rules = typeof read === 'object' ? read.value : DEFAULT_SETTINGS.task;
    if (level !== null && !rules.levels.some((rule) => rule.level === level)) {
      return { ok: false, ...said('level.noSuch', { level: String(level), levels: rules.levels.map((rule) => String(rule.level)) }) };
    }
    await tx.update(members).set({ grantedLevel: level }).where(eq(members.id, member.id));
    const progress = await readTaskProgress(tx, member.id, rules, Date.now());
    const standing = memberLevel(rules.levels, progress.completedTotal, level);
    const shown = saidPart('level.shown', { name: progress.level.name, level: String(progress.level.level) });
    const { username: name } = member;
    const answer =
      level === null
        ? said('level.followsOrders', { username: name, shown })
        : said(standing?.granted === true ? 'level.granted' : 'level.alreadyAbove', { username: name, level: String(level), shown });
    return { ok: true, ...answer, data: { username: member.username, grantedLevel: level, level: progress.level.level, levelName: progress.level.name, levelGranted: progress.levelGranted } };
  },
});
