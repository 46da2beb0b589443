import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

export const ZGetBitcoinRechargeChannelRequest = ZEmpty;

/** Where to send coins: the app shows `address` as text and as a QR code. */
export const ZCryptoRechargeChannel = z.object({
  code: z.string(),
  /** The coin sent, e.g. USDT. */
  coin: z.string(),
  /** The chain, e.g. TRC20 or ERC20: sending on another network loses the coins. */
  network: z.string(),
  address: z.string(),
  /** Platform currency per coin, 2 decimals. */
  rate: ZMoney,
  /** The platform currency credited for one order: smallest and largest. */
  min: ZMoney,
  max: ZMoney,
  currency: z.string(),
  /**
   * Meridian's extension (docs/product-decisions.md, issue 38): the token contract credited on this
   * network, and the blocks a deposit waits before it is credited. Present when the server reads
   * the chain itself for this channel, and then `address` is the member's own.
   */
  tokenContract: z.optional(z.string()),
  confirmations: z.optional(z.int().check(z.gte(1))),
  /**
   * Meridian's extension (issue 38): present, and true, only in the embedded demo on a channel the
   * demo faucet (`recharge/demoFaucet`) sends on; the deposit page then offers its button.
   */
  demoFaucet: z.optional(z.literal(true)),
});
export type TCryptoRechargeChannel = z.infer<typeof ZCryptoRechargeChannel>;

export const ZGetBitcoinRechargeChannelResponse = z.object({ list: z.array(ZCryptoRechargeChannel) });
export type TGetBitcoinRechargeChannelResponse = z.infer<typeof ZGetBitcoinRechargeChannelResponse>;
