import { count } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { defineRead } from '../command-types.js';
import { countedPart, said } from '../../i18n/console/console-translate.js';

/**
 * How many members a letter to everyone reaches: the console asks before such a letter goes out
 * (one click reached every inbox), and names the number in its question. Those who send letters
 * may not list members, so the count is a command of its own.
 */
/** How many members there are: everyone a letter to every member reaches. */
export async function memberCount(db: DbOrTx): Promise<number> {
  const [everyone] = await db.select({ value: count() }).from(members);
  return everyone?.value ?? 0;
}

export const letterReach = defineRead({
  name: 'letter-reach',
  fields: ADMIN_INPUTS['letter-reach'],
  group: 'content',
  summary: 'how many members a letter to every member reaches',
  line: {},
  routes: ADMIN_ROUTES['letter-reach'],
  effect: async (db) => {
    const reach = await memberCount(db);
    return { ok: true, ...said('letters.reach', { members: countedPart(reach, 'member') }), data: { members: reach } };
  },
});
