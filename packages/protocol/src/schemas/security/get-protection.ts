import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** A place withdrawals can go, and from when the whitelist lets them go there. */
export const ZWithdrawDestination = z.object({
  kind: z.enum(['bank', 'coin']),
  /** The bank card's id; 0 for the profile's USDT address. */
  id: z.int(),
  /** Masked as on the withdrawal page. */
  label: z.string(),
  /** Epoch ms from which a withdrawal may go there while the whitelist is on; null: already usable. */
  usableAt: z.nullable(z.int()),
});
export type TWithdrawDestination = z.infer<typeof ZWithdrawDestination>;

/** The member's account protection as the security centre shows it. */
export const ZProtection = z.object({
  whitelist: z.object({
    /** On, including while it waits to go off. */
    on: z.boolean(),
    /** Epoch ms when a requested "off" takes effect; null when none is waiting. */
    endsAt: z.nullable(z.int()),
    /** How long a new destination (or turning it off) waits, set by the operator. */
    delayHours: z.int().check(z.gte(0)),
  }),
  /** Epoch ms until which withdrawals are held (after a password change); null when they are not. */
  withdrawHoldUntil: z.nullable(z.int()),
  /** The member's own phrase, shown only to them; null when not set. */
  antiPhishingCode: z.nullable(z.string()),
  destinations: z.array(ZWithdrawDestination),
});
export type TProtection = z.infer<typeof ZProtection>;

export const ZGetProtectionRequest = ZEmpty;
/** @alias The call's answer, by the name every call's answer has. */
export const ZGetProtectionResponse = ZProtection;
