import { z } from 'zod/mini';
import { ZAdminId, ZMemberUsername, ZOperatorRequestId, ZReason } from './input-fields.js';
import { pageFields } from './list-fields.js';
import { CHAIN_DEPOSIT_FILTERS } from './chain-answers.js';

/** What the chain commands take (admin-inputs.ts): the watcher's status, its deposits, a credit by hand and a resume. */

/** A watched network's name as the crypto channels spell it (ERC20, TRC20). */
const ZNetworkName = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'a network such as ERC20'));

export const ZChainDepositsInput = z.object({
  network: z.optional(ZNetworkName),
  status: z.optional(z.enum(CHAIN_DEPOSIT_FILTERS)),
  ...pageFields(['id']),
});

export const ZChainDepositCreditInput = z.object({
  id: ZAdminId,
  /** The member the operator found the deposit is from (no member owns the address it went to, or it was below the minimum). */
  username: ZMemberUsername,
  /** Why, for the audit log and the second operator above the four-eyes limit. */
  reason: ZReason,
  /** Makes a retry harmless: the console makes one per opening of its dialog. */
  requestId: z.optional(ZOperatorRequestId),
});

export const ZChainResumeInput = z.object({ network: ZNetworkName, reason: ZReason });
