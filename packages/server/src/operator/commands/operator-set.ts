import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { operators } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { closeOperatorSessions } from '../../admin/console-sessions.js';
import { findOperator, updateOperator } from '../../admin/operator-accounts.js';
import { hasChanges } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said, saidPart } from '../../i18n/console/console-translate.js';

/**
 * How many enabled owners there are besides `id`, with every owner's row locked until the change
 * commits: two owners demoting each other at once cannot leave the platform with none (the
 * second waits for the first, then counts again).
 */
async function enabledOwnersBesides(tx: Tx, id: number): Promise<number> {
  const owners = await tx.select({ id: operators.id, disabled: operators.disabled }).from(operators).where(eq(operators.role, 'owner')).orderBy(operators.id).for('update');
  return owners.filter((owner) => owner.id !== id && !owner.disabled).length;
}

/** Changes an operator's role, or disables one (their sessions end at once) or enables them again. */
export const operatorSet = defineCommand({
  name: 'operator-set',
  fields: ADMIN_INPUTS['operator-set'],
  group: 'system',
  summary: "change an operator's role, or disable or enable them",
  line: { positionals: [{ field: 'username', label: 'username' }], flags: { role: ['role', 'text', '<role>'], disabled: ['disabled', 'bool'] } },
  routes: ADMIN_ROUTES['operator-set'],
  audit: { target: (command) => `operator:${command.username}`, keepsResult: true },
  effect: async (tx, { username, role, disabled }) => {
    if (!hasChanges({ role, disabled })) return { ok: false, ...said('operators.nothingToChange') };
    const operator = await findOperator(tx, username);
    if (operator === null) return { ok: false, ...said('operators.noSuch', { username }), status: 404 };
    const leavesOwners = operator.role === 'owner' && !operator.disabled && (disabled === true || (role !== undefined && role !== 'owner'));
    if (leavesOwners && (await enabledOwnersBesides(tx, operator.id)) === 0) {
      return { ok: false, status: 409, ...said('operators.lastOwner', { username: operator.username }) };
    }
    await updateOperator(tx, operator.id, { ...(role === undefined ? {} : { role }), ...(disabled === undefined ? {} : { disabled }) });
    // A disabled operator's console closes with its next request; a new role applies to the next request too.
    if (disabled === true) await closeOperatorSessions(tx, operator.id, Date.now());
    const after = { username: operator.username, role: role ?? operator.role, disabled: disabled ?? operator.disabled };
    return { ok: true, ...said('operators.set', { username: after.username, role: saidPart(`role.${after.role}`), disabled: after.disabled ? saidPart('operators.disabledSuffix') : '' }), data: after };
  },
});
