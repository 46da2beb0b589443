import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

/** One contract duration: its published terms and what its contracts really paid. */
export const ZTransparencyRow = z.object({
  seconds: z.int().check(z.positive()),
  /** The yield published now, in percent; null for a duration no longer offered. */
  yieldPercent: z.nullable(z.string()),
  /** The win rate needed to break even at that yield, in percent (`55.56`); null when not offered. */
  breakEvenWinRate: z.nullable(z.string()),
  /** Contracts of this duration settled in the window, by outcome. */
  won: z.int().check(z.gte(0)),
  lost: z.int().check(z.gte(0)),
  draw: z.int().check(z.gte(0)),
  /** What their stakes were, as the ledger held them. */
  staked: ZMoney,
  /** What the ledger paid back to members for them: stake and winnings on a win, the stake on a draw. */
  paidOut: ZMoney,
  /** paidOut / staked in percent (`93.40`); null when nothing was staked. */
  returnPercent: z.nullable(z.string()),
});
export type TTransparencyRow = z.infer<typeof ZTransparencyRow>;

/**
 * `/api/ContractShort/getTransparency` (ours, public): per duration, the published yield and
 * break-even win rate beside what the contracts settled in the last 24 hours (up to the last whole
 * minute) staked and were paid, read from their journal entries.
 */
export const ZGetTransparencyRequest = ZEmpty;
export const ZGetTransparencyResponse = z.object({
  currency: z.string(),
  /** The window: contracts whose settlement second falls in [from, to). */
  from: z.int(),
  to: z.int(),
  list: z.array(ZTransparencyRow),
});
export type TGetTransparencyResponse = z.infer<typeof ZGetTransparencyResponse>;
