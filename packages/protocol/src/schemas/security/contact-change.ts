import { z } from 'zod/mini';
import { isEmail, isPhoneNumber } from '../../rules/validators.js';
import { ZOptionalTwoStepCode, ZVerificationCode } from '../shared.js';

/**
 * Changing the email or the phone on an account (issue 35, account takeover): whoever holds a
 * session must also know the password (and the 2-step code when it is on), and prove the new
 * address with a code sent to it; the old address is told, with a way to undo it for 24 hours,
 * and withdrawals wait 24 hours, as after a password reset.
 */
export const CONTACT_KINDS = ['email', 'phone'] as const;
export const ZContactKind = z.enum(CONTACT_KINDS);
export type TContactKind = z.infer<typeof ZContactKind>;

/** The new address, in the shape its kind takes. */
const contactShape = z.refine<{ kind: TContactKind; value: string }>((r) => (r.kind === 'email' ? isEmail(r.value) : isPhoneNumber(r.value)), {
  message: 'rule.contact',
  path: ['value'],
});

/** Step 1: the password (and 2-step code) prove the member; a code goes to the new address. */
export const ZSendContactCodeRequest = z
  .strictObject({
    kind: ZContactKind,
    value: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(254)),
    password: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(64)),
    twoStepCode: ZOptionalTwoStepCode,
  })
  .check(contactShape);
export type TSendContactCodeRequest = z.infer<typeof ZSendContactCodeRequest>;

/** Step 2: the code that reached the new address; the change is made. */
export const ZChangeContactRequest = z
  .strictObject({
    kind: ZContactKind,
    value: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(254)),
    code: ZVerificationCode,
  })
  .check(contactShape);
export type TChangeContactRequest = z.infer<typeof ZChangeContactRequest>;

/** How long the old address can undo a change, and withdrawals wait after one. */
export const CONTACT_UNDO_HOURS = 24;

/**
 * Public: the link sent to the old address undoes the change within CONTACT_UNDO_HOURS: the old
 * address comes back, every session ends and the member's devices are forgotten.
 */
export const ZUndoContactChangeRequest = z.strictObject({
  token: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,64}$/, { message: 'rule.invalid' })),
});
export const ZUndoContactChangeResponse = z.object({
  kind: ZContactKind,
  /** The address put back, masked. */
  restored: z.string(),
});
export type TUndoContactChangeResponse = z.infer<typeof ZUndoContactChangeResponse>;
