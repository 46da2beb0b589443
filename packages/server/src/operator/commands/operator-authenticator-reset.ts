import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { isRefusal, resetOperatorAuthenticator, resetTarget } from '../../admin/operator-resets.js';
import { said } from '../../i18n/console/console-translate.js';
import { defineCommand } from '../command-types.js';

/**
 * An operator who lost their phone: their authenticator and recovery codes are removed and their
 * sessions end; the next sign-in with their password enrols a new authenticator.
 */
export const operatorAuthenticatorReset = defineCommand({
  name: 'operator-authenticator-reset',
  fields: ADMIN_INPUTS['operator-authenticator-reset'],
  group: 'system',
  summary: "remove an operator's authenticator and recovery codes and end their sessions; their next sign-in enrols a new one",
  line: { positionals: [{ field: 'username', label: 'username' }] },
  routes: ADMIN_ROUTES['operator-authenticator-reset'],
  audit: { target: (command) => `operator:${command.username}` },
  effect: async (tx, { username }, context) => {
    const operator = await resetTarget(tx, username, context.actor);
    if (isRefusal(operator)) return operator;
    await resetOperatorAuthenticator(tx, operator, Date.now());
    return { ok: true, ...said('operators.authenticatorReset', { username: operator.username }), data: { username: operator.username } };
  },
});
