import { z } from 'zod/mini';
import { ZContractOrder } from '../contract/contract-order.js';
import { ZHashHex, ZTickEvidence } from './tick-root.js';

/** At most this many Merkle roots link a contract's purchase root to its settlement root (an hour of seconds). */
export const CONTRACT_PROOF_MAX_LINKS = 3_600;

/** `/api/proof/getContractProof`: public; an order number is enough (the member's own, or one shared with them). */
export const ZGetContractProofRequest = z.strictObject({
  orderNo: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(40)),
});
export type TGetContractProofRequest = z.input<typeof ZGetContractProofRequest>;

/** The contract as its proof needs it: what was bet on, when, and the two recorded prices. */
export const ZProvenContract = z.pick(ZContractOrder, {
  orderNo: true,
  allname: true,
  direction: true,
  seconds: true,
  purchasePrice: true,
  purchaseTickAt: true,
  expiresAt: true,
  settlePrice: true,
  settleTickAt: true,
  status: true,
});
export type TProvenContract = z.infer<typeof ZProvenContract>;

/** The money side, shown to the contract's own member only: anyone else sees the outcome, not the stake. */
export const ZProvenStake = z.pick(ZContractOrder, { amount: true, yieldPercent: true, currency: true, profit: true });
export type TProvenStake = z.infer<typeof ZProvenStake>;

export const ZGetContractProofResponse = z.object({
  order: ZProvenContract,
  /** null when the caller is not the contract's member. */
  stake: z.nullable(ZProvenStake),
  /** The purchase tick's evidence; null when none was committed (a contract from before the chain). */
  entry: z.nullable(ZTickEvidence),
  /** The settlement tick's; null while running, or when none was committed. */
  exit: z.nullable(ZTickEvidence),
  /**
   * The Merkle roots of the chain after the entry's root up to and including the exit's, in order:
   * folding them onto the entry's root must give the exit's, so both are one chain. Null when
   * either tick has no evidence or they are more than CONTRACT_PROOF_MAX_LINKS apart.
   */
  links: z.nullable(z.array(ZHashHex).check(z.maxLength(CONTRACT_PROOF_MAX_LINKS))),
});
export type TGetContractProofResponse = z.infer<typeof ZGetContractProofResponse>;
