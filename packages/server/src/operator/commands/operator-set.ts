import { z } from 'zod';
import { closeOperatorSessions } from '../../admin/console-sessions.js';
import { findOperator, updateOperator } from '../../admin/operator-accounts.js';
import { hasChanges, ZOperatorName } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { ZOperatorRole } from '../operator-roles.js';

/** Changes an operator's role, or disables one (their sessions end at once) or enables them again. */
export const operatorSet = defineCommand({
  name: 'operator-set',
  fields: z.object({ username: ZOperatorName, role: ZOperatorRole.optional(), disabled: z.boolean().optional() }),
  group: 'system',
  summary: "change an operator's role, or disable or enable them",
  line: { positionals: [{ field: 'username', label: 'username' }], flags: { role: ['role', 'text', '<role>'], disabled: ['disabled', 'bool'] } },
  routes: [{ method: 'PATCH', path: '/operators/:username', body: 'fields' }],
  audit: { target: (command) => `operator:${command.username}`, keepsResult: true },
  effect: async (tx, { username, role, disabled }) => {
    if (!hasChanges({ role, disabled })) return { ok: false, text: 'Nothing to change: give --role or --disabled.' };
    const operator = await findOperator(tx, username);
    if (operator === null) return { ok: false, text: `No operator is named "${username}".`, status: 404 };
    await updateOperator(tx, operator.id, { ...(role === undefined ? {} : { role }), ...(disabled === undefined ? {} : { disabled }) });
    // A disabled operator's console closes with its next request; a new role applies to the next request too.
    if (disabled === true) await closeOperatorSessions(tx, operator.id, Date.now());
    const after = { username: operator.username, role: role ?? operator.role, disabled: disabled ?? operator.disabled };
    return { ok: true, text: `${after.username}: ${after.role}${after.disabled ? ', disabled' : ''}.`, data: after };
  },
});
