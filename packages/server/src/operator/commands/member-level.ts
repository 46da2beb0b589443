import { memberLevel } from '@meridian/protocol';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { members } from '../../db/schema/index.js';
import { findMemberByUsername } from '../../modules/member/member-record.js';
import { readTaskProgress } from '../../modules/task/task-progress.js';
import { DEFAULT_SETTINGS } from '../../settings/default-settings.js';
import { readSetting } from '../../settings/settings-store.js';
import { ZUsername } from '../command-fields.js';
import { defineCommand } from '../command-types.js';

/** A level's number (typed on the command line as digits), or null: no grant. */
const ZGrantedLevel = z.union([z.null(), z.number().int().positive(), z.string().regex(/^\d{1,4}$/, 'a level is a whole number, or none').transform(Number)]);

/**
 * Grants a member a task level (support): their level is never below it, so they get its tasks per
 * day and commission, whatever their paid orders say; `level: null` takes the grant back. A grant
 * only ever raises: a member keeps every level their paid orders earned, and a grant at or below
 * that changes nothing (the answer says so). No money moves here; the level counts for the orders
 * the member goes on to pay.
 */
export const memberLevelCommand = defineCommand({
  name: 'member-level',
  fields: z.object({ username: ZUsername, level: ZGrantedLevel }),
  group: 'platform',
  summary: 'grant a member a task level (never below what their paid orders reach); --level none takes the grant back',
  line: { positionals: [{ field: 'username', label: 'username' }], flags: { level: ['level', 'clearable', '<n|none>'] } },
  routes: [{ method: 'PATCH', path: '/members/:username/level', body: 'fields' }],
  audit: { target: (command) => `member:${command.username}`, keepsResult: true },
  effect: async (tx, { username, level }) => {
    const member = await findMemberByUsername(tx, username);
    if (!member) return { ok: false, text: `No member is named "${username}".`, status: 404 };
    const read = await readSetting(tx, 'task');
    const rules = typeof read === 'object' ? read.value : DEFAULT_SETTINGS.task;
    if (level !== null && !rules.levels.some((rule) => rule.level === level)) {
      return { ok: false, text: `There is no level ${String(level)}: the task setting has ${rules.levels.map((rule) => String(rule.level)).join(', ')}.` };
    }
    await tx.update(members).set({ grantedLevel: level }).where(eq(members.id, member.id));
    const progress = await readTaskProgress(tx, member.id, rules, Date.now());
    const standing = memberLevel(rules.levels, progress.completedTotal, level);
    const shown = `${progress.level.name} (level ${String(progress.level.level)})`;
    const text =
      level === null
        ? `${member.username}: no granted level; the level follows paid orders: ${shown}.`
        : standing?.granted === true
          ? `${member.username}: granted level ${String(level)}; now ${shown}.`
          : `${member.username}: granted level ${String(level)}, but their paid orders already reach ${shown}: nothing changes until they would fall below it.`;
    return { ok: true, text, data: { username: member.username, grantedLevel: level, level: progress.level.level, levelName: progress.level.name, levelGranted: progress.levelGranted } };
  },
});
