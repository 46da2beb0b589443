import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { isRefusal, resetOperatorPassword, resetTarget } from '../../admin/operator-resets.js';
import { OWASP_SCRYPT_COST } from '../../security/passwords.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';

/**
 * An operator who forgot their password gets a one-time password, shown once to the owner who
 * reset it (never logged); their sessions end, and the next sign-in (with their authenticator, as
 * always) must choose a new password.
 */
export const operatorPasswordReset = defineCommand({
  name: 'operator-password-reset',
  fields: ADMIN_INPUTS['operator-password-reset'],
  group: 'system',
  summary: "give an operator a one-time password (shown once) and end their sessions; their next sign-in sets a new one",
  line: { positionals: [{ field: 'username', label: 'username' }] },
  routes: ADMIN_ROUTES['operator-password-reset'],
  audit: { target: (command) => `operator:${command.username}` },
  effect: async (tx, { username }, context) => {
    const operator = await resetTarget(tx, username, context.actor);
    if (isRefusal(operator)) return operator;
    const password = await resetOperatorPassword(tx, operator, context.passwordCost ?? OWASP_SCRYPT_COST, Date.now());
    return {
      ok: true,
      ...said('operators.passwordReset', { username: operator.username, password }),
      data: { username: operator.username, password },
    };
  },
});
