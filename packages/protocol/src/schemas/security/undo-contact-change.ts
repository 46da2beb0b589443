import { z } from 'zod/mini';
import { ZContactKind } from './contact-kind.js';

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
