import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { API, CONTACT_UNDO_HOURS, ZChangeContactRequest, ZMemberInfo } from '@meridian/protocol';
import { contactChanges, members } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { maskContact } from '../auth/mask-contact.js';
import { consumeCode } from '../auth/verification-codes.js';
import { loadMember, loadMemberInfo } from '../member/member-info.js';
import { holdWithdrawals } from '../security/member-protection.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { channelOf, normalised, purposeOf, targetOf } from './contact-code-target.js';
import { tellOldAddress } from './contact-change-notice.js';
import { undoTokenHash } from './undo-token-hash.js';

/**
 * Changing the email or the phone, step 2: the code that reached the new address makes the change.
 * The old address is told, with a link that undoes the change for 24 hours (which also ends every
 * session), and withdrawals wait 24 hours, as after a password reset.
 */
export const changeContactCall = defineCall({
  path: API.security.changeContact,
  request: ZChangeContactRequest,
  response: ZMemberInfo,
  async handler(context) {
    const { deps, input, ip, userAgent, language, device } = context;
    const { memberId } = requireSession(context);
    await consumeCode(deps, { purpose: purposeOf(input.kind), target: targetOf(memberId, input.kind, input.value), code: input.code, device });
    const before = await loadMember(deps, memberId);
    const oldValue = input.kind === 'email' ? before.email : before.phone;
    const newValue = normalised(input.kind, input.value);
    const undoToken = randomBytes(24).toString('base64url');
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await tx.update(members).set(input.kind === 'email' ? { email: newValue, updatedAt: sql`now()` } : { phone: newValue, updatedAt: sql`now()` }).where(eq(members.id, memberId));
      if (oldValue !== '') {
        await tx.insert(contactChanges).values({
          memberId,
          kind: input.kind,
          oldValue,
          newValue,
          undoTokenHash: undoTokenHash(undoToken),
          undoUntil: new Date(now + CONTACT_UNDO_HOURS * 3_600_000),
        });
      }
      await holdWithdrawals(tx, memberId, now);
    });
    const after = await loadMember(deps, memberId);
    if (oldValue !== '') await tellOldAddress(deps, after, { kind: input.kind, oldValue, newValue, undoToken, language });
    await sendSecurityAlert(deps, after, input.kind === 'email' ? 'emailChanged' : 'phoneChanged', { ip, userAgent, language, destination: maskContact(channelOf(input.kind), newValue) });
    return loadMemberInfo(deps, memberId);
  },
});
