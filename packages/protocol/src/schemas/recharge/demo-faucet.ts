import { z } from 'zod/mini';
import { ZRechargeCode } from './recharge-order.js';

/** The demo faucet's bounds, in demo USDT, and what the deposit page's button sends. */
export const DEMO_FAUCET_MIN = 1;
export const DEMO_FAUCET_MAX = 1000;
export const DEMO_FAUCET_AMOUNT = '100';

/** A decimal text from DEMO_FAUCET_MIN to DEMO_FAUCET_MAX with at most 6 decimals (the token's smallest unit). */
export function isDemoFaucetAmount(text: string): boolean {
  const match = /^(\d{1,4})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return false;
  const whole = Number(match[1]);
  const hasFraction = /[1-9]/.test(match[2] ?? '');
  return whole >= DEMO_FAUCET_MIN && (whole < DEMO_FAUCET_MAX || (whole === DEMO_FAUCET_MAX && !hasFraction));
}

/**
 * Meridian's extension (docs/product-decisions.md, issue 38), in the embedded demo only: sends
 * `amount` demo USDT (worth nothing) from the development chain's faucet to the member's own
 * deposit address on the channel's network, so a newcomer can try a chain deposit without a
 * wallet. Refused wherever no development chain runs (configured chains, production).
 */
export const ZDemoFaucetRequest = z.strictObject({
  channelCode: ZRechargeCode,
  amount: z.string().check(z.trim(), z.refine(isDemoFaucetAmount, { message: 'rule.demoFaucetAmount' })),
});
export type TDemoFaucetRequest = z.infer<typeof ZDemoFaucetRequest>;

/** The transaction the faucet sent: the watcher sees it on the member's address with the next block. */
export const ZDemoFaucetResponse = z.object({ txHash: z.string() });
export type TDemoFaucetResponse = z.infer<typeof ZDemoFaucetResponse>;
