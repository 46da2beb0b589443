import { z } from 'zod/mini';

/** An amount as the ledger writes it: decimal text, never a float. Negative text parses, so a verifier can say it is negative. */
const ZLedgerAmountText = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
/** Lower-case hex; its length is the verifier's to judge, so a short hash is reported, not refused unread. */
const ZHex = z.string().check(z.regex(/^[0-9a-f]*$/));

/**
 * One proof-of-liabilities snapshot as anyone may read it: when it was taken, the Merkle sum
 * tree's root (hash and sum: the total liabilities), how many members it counts, and the ledger's
 * own total of member balances read at the same instant, which the total must equal.
 */
export const ZLiabilitySnapshot = z.object({
  id: z.int().check(z.positive()),
  /** Epoch milliseconds. */
  takenAt: z.int(),
  /** `daily` at 00:00 UTC, or `operator` when an operator asked for one. */
  trigger: z.enum(['daily', 'operator']),
  rootHash: ZHex,
  /** The root's sum: every member's balance, available plus frozen. */
  totalLiabilities: ZLedgerAmountText,
  memberCount: z.int().check(z.nonnegative()),
  /** The sum of member balances as the ledger's accounts carry them at the same instant. */
  ledgerTotal: ZLedgerAmountText,
});
export type TLiabilitySnapshot = z.infer<typeof ZLiabilitySnapshot>;

/** A sibling on the path: only its hash and sum, never whose it is. `side`: where it sits beside the node on the way up. */
export const ZLiabilityPathStep = z.object({
  side: z.enum(['left', 'right']),
  hash: ZHex,
  sum: ZLedgerAmountText,
});
export type TLiabilityPathStep = z.infer<typeof ZLiabilityPathStep>;

export const LIABILITY_PROOF_FORMAT = 'meridian-liability-proof/1';

/**
 * What a member downloads and anyone can check offline (the app and `npm run verify -- liabilities
 * FILE` run the same code): their leaf, the path of siblings up to the snapshot's root.
 */
export const ZLiabilityProof = z.object({
  format: z.literal(LIABILITY_PROOF_FORMAT),
  snapshot: ZLiabilitySnapshot,
  leaf: z.object({
    memberId: z.int().check(z.positive()),
    /** The leaf's own random nonce (hex): the leaf hash is H(0x00 ‖ member id ‖ nonce). */
    nonce: ZHex,
    balance: ZLedgerAmountText,
  }),
  path: z.array(ZLiabilityPathStep),
});
export type TLiabilityProof = z.infer<typeof ZLiabilityProof>;
