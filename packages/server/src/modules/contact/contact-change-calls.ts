import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  API,
  CODE,
  CONTACT_UNDO_HOURS,
  ZChangeContactRequest,
  ZMemberInfo,
  ZSendCodeResponse,
  ZSendContactCodeRequest,
  ZUndoContactChangeRequest,
  ZUndoContactChangeResponse,
  type TContactKind,
} from '@meridian/protocol';
import { contactChanges, memberDevices, members } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { maskContact } from '../auth/mask-contact.js';
import { consumeCode, sendCode, type CodePurpose } from '../auth/verification-codes.js';
import { loadMember, loadMemberInfo } from '../member/member-info.js';
import { proveLoginPassword } from '../member/prove-secret.js';
import { holdWithdrawals } from '../security/member-protection.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { tellOldAddress } from './contact-change-notice.js';

/**
 * Changing the email or the phone (issue 35, account takeover): a session alone never does it.
 * Step 1 takes the password (and the 2-step code when on) and sends a code to the new address;
 * step 2 takes that code. The old address is told, with a link that undoes the change for 24 hours
 * (which also ends every session), and withdrawals wait 24 hours, as after a password reset.
 */

const channelOf = (kind: TContactKind): 'email' | 'sms' => (kind === 'email' ? 'email' : 'sms');
const purposeOf = (kind: TContactKind): CodePurpose => (kind === 'email' ? 'change_email' : 'change_phone');
/** The code proves this member owns this new address: both are in its target. */
const targetOf = (memberId: number, kind: TContactKind, value: string) => `member:${memberId}:${kind}:${normalised(kind, value)}`;
const normalised = (kind: TContactKind, value: string) => (kind === 'email' ? value.trim().toLowerCase() : value.trim());

export const sendContactCodeCall = defineCall({
  path: API.security.sendContactCode,
  request: ZSendContactCodeRequest,
  response: ZSendCodeResponse,
  async handler(context) {
    const { deps, input, ip, language, device } = context;
    const { memberId } = requireSession(context);
    const member = await loadMember(deps, memberId);
    await proveLoginPassword(deps, member, input.password);
    await proveTwoStep(deps, memberId, input.twoStepCode);
    if (normalised(input.kind, input.value) === normalised(input.kind, input.kind === 'email' ? member.email : member.phone)) {
      throw new AppError(CODE.INVALID_PARAMS, 'error.contactUnchanged', {}, { fields: ['value'] });
    }
    return sendCode(deps, {
      purpose: purposeOf(input.kind),
      target: targetOf(memberId, input.kind, input.value),
      channel: channelOf(input.kind),
      recipient: input.value.trim(),
      language,
      ip,
      memberId,
      device,
    });
  },
});

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

function undoTokenHash(token: string): string {
  return createHash('sha256').update(`contact-undo\n${token}`).digest('base64url');
}

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
