import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { createOperator, newOneTimePassword } from '../../admin/operator-accounts.js';
import { OWASP_SCRYPT_COST } from '../../security/passwords.js';
import { defineCommand } from '../command-types.js';
import { said, saidPart } from '../../i18n/console/console-translate.js';
import { OPERATOR_ROLES } from '../operator-roles.js';

/**
 * A console account with a one-time password, shown once: the first sign-in chooses a new password
 * and enrols an authenticator. The password is never logged (the audit keeps the name and role).
 */
export const operatorAdd = defineCommand({
  name: 'operator-add',
  fields: ADMIN_INPUTS['operator-add'],
  group: 'system',
  summary: `a console operator with a one-time password (roles: ${OPERATOR_ROLES.join(', ')})`,
  line: { positionals: [{ field: 'username', label: 'username' }], flags: { role: ['role', 'text', '<role>'] } },
  routes: ADMIN_ROUTES['operator-add'],
  audit: { target: (command) => `operator:${command.username}` },
  effect: async (tx, { username, role }, context) => {
    const password = newOneTimePassword();
    const created = await createOperator(tx, { username, role, password, cost: context.passwordCost ?? OWASP_SCRYPT_COST });
    if (created === null) return { ok: false, ...said('operators.exists', { username }), status: 409 };
    return {
      ok: true,
      ...said('operators.created', { username, role: saidPart(`role.${role}`), password }),
      data: { username, role, password },
    };
  },
});
