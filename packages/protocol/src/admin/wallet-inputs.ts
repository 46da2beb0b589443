import { z } from 'zod/mini';
import { ZAdminId, ZOperatorRequestId, ZReason } from './input-fields.js';

/** What the Wallets screen's commands take (admin-inputs.ts): a send of the signer by its id. */

/** Rebroadcast or replace a stuck send: nothing returns to anyone, so no reason is asked. */
export const ZWalletSendInput = z.object({ id: ZAdminId });

/** Fail a stuck send and refund it: held for a second operator, who decides on the reason. */
export const ZWalletFailAndRefundInput = z.object({
  id: ZAdminId,
  reason: ZReason,
  /** Makes a retry harmless: the console makes one per opening of its dialog. */
  requestId: z.optional(ZOperatorRequestId),
});
