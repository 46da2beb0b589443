import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { API, CODE, ZUndoContactChangeRequest, ZUndoContactChangeResponse, type TContactKind } from '@meridian/protocol';
import { contactChanges, memberDevices, members } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { maskContact } from '../auth/mask-contact.js';
import { loadMember } from '../member/member-info.js';
import { holdWithdrawals } from '../security/member-protection.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { channelOf } from './contact-code-target.js';
import { undoTokenHash } from './undo-token-hash.js';

/**
 * The link from the mail to the old address, within its 24 hours: the old address comes back
 * (when the new one is still the account's), every session ends, the member's known devices are
 * forgotten (an intruder's browser among them) and withdrawals wait again. A used or expired link
 * answers that it is no longer valid.
 */
export const undoContactChangeCall = defineCall({
  path: API.login.undoContactChange,
  request: ZUndoContactChangeRequest,
  response: ZUndoContactChangeResponse,
  async handler({ deps, input, ip, userAgent, language }) {
    await deps.limiter.enforce(deps.config.limits.loginAttemptsPerIp, ip);
    const now = deps.clock.now();
    const undone = await deps.db.transaction(async (tx) => {
      const [change] = await tx
        .update(contactChanges)
        .set({ undoneAt: new Date(now) })
        .where(and(eq(contactChanges.undoTokenHash, undoTokenHash(input.token)), isNull(contactChanges.undoneAt), gt(contactChanges.undoUntil, new Date(now))))
        .returning();
      if (change === undefined) return null;
      const kind: TContactKind = change.kind === 'phone' ? 'phone' : 'email';
      const column = kind === 'email' ? members.email : members.phone;
      await tx
        .update(members)
        .set(kind === 'email' ? { email: change.oldValue, updatedAt: sql`now()` } : { phone: change.oldValue, updatedAt: sql`now()` })
        .where(and(eq(members.id, change.memberId), eq(column, change.newValue)));
      await tx.delete(memberDevices).where(eq(memberDevices.memberId, change.memberId));
      await holdWithdrawals(tx, change.memberId, now);
      return { memberId: change.memberId, kind, restored: change.oldValue };
    });
    if (undone === null) throw new AppError(CODE.CODE_INVALID, 'error.undoLinkInvalid');
    const ended = await revokeMemberSessions(deps.db, undone.memberId, { caches: deps.caches });
    deps.live.kickSessions(ended, 'password_reset');
    await sendSecurityAlert(deps, await loadMember(deps, undone.memberId), 'contactRestored', { ip, userAgent, language });
    return { kind: undone.kind, restored: maskContact(channelOf(undone.kind), undone.restored) };
  },
});
