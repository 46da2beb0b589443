import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';

/** A daily money limit: null is none. A loosening waits; `next` says to what and from when. */
export const ZMoneyLimit = z.object({
  amount: z.nullable(ZMoney),
  next: z.nullable(z.object({ amount: z.nullable(ZMoney), at: z.int() })),
});
export type TMoneyLimit = z.infer<typeof ZMoneyLimit>;

/** What the member's contracts of the current session have come to. */
export const ZTradingSession = z.object({
  /** Epoch ms of the session's first contract. */
  startedAt: z.int(),
  /** Epoch ms of its latest contract: the session ends SESSION_GAP_MINUTES after it. */
  lastAt: z.int(),
  contracts: z.int().check(z.gte(0)),
  staked: ZMoney,
  /** The profit of its settled contracts (negative: lost). */
  result: ZMoney,
});
export type TTradingSession = z.infer<typeof ZTradingSession>;

/**
 * The member's own responsible-trading settings and today's figures, as my/limits shows them. Times
 * are epoch ms; amounts are in `currency`.
 */
export const ZTradingLimits = z.object({
  currency: z.string(),
  /** The server's clock, so the app counts the session's minutes on the same time. */
  now: z.int(),
  /** The UTC day the daily limits count: [startsAt, endsAt). */
  day: z.object({ startsAt: z.int(), endsAt: z.int() }),
  /** The most today's contracts may lose, net of wins, counting running ones as lost. */
  lossLimit: ZMoneyLimit,
  /** The most that may be staked on contracts today. */
  stakeLimit: ZMoneyLimit,
  /** Every how many minutes of trading the app reminds the member; null: off. */
  reminder: z.object({
    minutes: z.nullable(z.int().check(z.positive())),
    next: z.nullable(z.object({ minutes: z.nullable(z.int().check(z.positive())), at: z.int() })),
  }),
  /** Until when the member is taking a break from contracts; null when not. */
  coolOffUntil: z.nullable(z.int()),
  /** Self-exclusion from contracts while it lasts: since when, and when a requested end comes (null: none asked). */
  exclusion: z.nullable(z.object({ since: z.int(), endsAt: z.nullable(z.int()) })),
  today: z.object({
    staked: ZMoney,
    /** Stakes of today's contracts still running. */
    atStake: ZMoney,
    /** The profit of today's settled contracts (negative: lost). */
    result: ZMoney,
    /** How much more may still be staked today under each limit; null without that limit. */
    lossRoom: z.nullable(ZMoney),
    stakeRoom: z.nullable(ZMoney),
  }),
  /** The session going on now; null when the last contract is more than SESSION_GAP_MINUTES old. */
  session: z.nullable(ZTradingSession),
});
export type TTradingLimits = z.infer<typeof ZTradingLimits>;
