import { eq, sql } from 'drizzle-orm';
import { API, ZOk, ZUpdatePayPasswordByOldRequest } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { verifyPassword } from '../../security/passwords.js';
import { hashPayPassword, verifyPayPassword } from '../../security/pay-passwords.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { loadMember } from './member-info.js';
import { WRONG_PASSWORD, WRONG_PAY_PASSWORD, proveSecret } from './prove-secret.js';

/**
 * Sets the pay password the first time (proven by the login password) or changes it (proven by
 * the current pay password).
 */
export const updatePayPasswordByOldCall = defineCall({
  path: API.member.updatePayPasswordByOld,
  request: ZUpdatePayPasswordByOldRequest,
  response: ZOk,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const member = await loadMember(deps, memberId);
    const counter = { rule: deps.config.limits.passwordFailuresPerMember, subject: `pay:${memberId}` };
    if (member.payPasswordHash === null) {
      if (!input.loginPassword) throw invalidField('loginPassword', 'rule.loginPasswordRequired');
      const { loginPassword } = input;
      await proveSecret(deps, counter, () => verifyPassword(loginPassword, member.passwordHash, 'trusted'), WRONG_PASSWORD);
    } else {
      if (!input.oldPayPassword) throw invalidField('oldPayPassword', 'rule.oldPayPasswordRequired');
      const { oldPayPassword } = input;
      const stored = member.payPasswordHash;
      const isRight = async () => (await verifyPayPassword(oldPayPassword, stored, deps.config.payPasswordKey)).isRight;
      await proveSecret(deps, counter, isRight, WRONG_PAY_PASSWORD);
    }
    await proveTwoStep(deps, memberId, input.twoStepCode);
    const payPasswordHash = hashPayPassword(input.payPassword, deps.config.payPasswordKey);
    await deps.db.update(members).set({ payPasswordHash, updatedAt: sql`now()` }).where(eq(members.id, memberId));
    // A first pay password is announced as set, a later one as changed: the member reads what happened.
    const alert = member.payPasswordHash === null ? 'payPasswordSet' : 'payPasswordChanged';
    await sendSecurityAlert(deps, member, alert, { ip: context.ip, userAgent: context.userAgent, language: context.language });
    return { ok: true as const };
  },
});
