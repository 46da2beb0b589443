import { z } from 'zod/mini';
import { isEmail, isPhoneNumber } from '../../rules/validators.js';

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
export const contactShape = z.refine<{ kind: TContactKind; value: string }>((r) => (r.kind === 'email' ? isEmail(r.value) : isPhoneNumber(r.value)), {
  message: 'rule.contact',
  path: ['value'],
});
