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

/** Snapshots taken before balances were split into shards: one leaf per member. Still served and checked. */
export const SINGLE_LEAF_LIABILITY_PROOF_FORMAT = 'meridian-liability-proof/1';
/** What the server writes now: the member's balance as several shards, each with its own path. */
export const LIABILITY_PROOF_FORMAT = 'meridian-liability-proof/2';

const ZMemberId = z.int().check(z.positive());

/**
 * Format 1: the member's leaf and the path of siblings up to the snapshot's root. A sibling next to
 * the leaf was another member's whole balance, which is why format 2 replaced it.
 */
export const ZSingleLeafLiabilityProof = z.object({
  format: z.literal(SINGLE_LEAF_LIABILITY_PROOF_FORMAT),
  snapshot: ZLiabilitySnapshot,
  leaf: z.object({
    memberId: ZMemberId,
    /** The leaf's own random nonce (hex): the leaf hash is H(0x00 ‖ member id ‖ nonce). */
    nonce: ZHex,
    balance: ZLedgerAmountText,
  }),
  path: z.array(ZLiabilityPathStep),
});
export type TSingleLeafLiabilityProof = z.infer<typeof ZSingleLeafLiabilityProof>;

/** One shard of the member's balance: its leaf (H(0x00 ‖ member id ‖ nonce), with the amount) and its path. */
export const ZLiabilityShard = z.object({
  nonce: ZHex,
  amount: ZLedgerAmountText,
  path: z.array(ZLiabilityPathStep),
});
export type TLiabilityShard = z.infer<typeof ZLiabilityShard>;

/**
 * Format 2: the member's balance and its shards, each a leaf at a random place with its own path
 * to the same root. It holds when every path leads to the root, no two shards are the same leaf,
 * and the shards add up to the balance.
 */
export const ZShardedLiabilityProof = z.object({
  format: z.literal(LIABILITY_PROOF_FORMAT),
  snapshot: ZLiabilitySnapshot,
  member: z.object({ memberId: ZMemberId, balance: ZLedgerAmountText }),
  shards: z.array(ZLiabilityShard),
});
export type TShardedLiabilityProof = z.infer<typeof ZShardedLiabilityProof>;

/**
 * What a member downloads and anyone can check offline (the app and `npm run verify -- liabilities
 * FILE` run the same code), in either format: a file kept from an older snapshot stays checkable.
 */
export const ZLiabilityProof = z.discriminatedUnion('format', [ZShardedLiabilityProof, ZSingleLeafLiabilityProof]);
export type TLiabilityProof = z.infer<typeof ZLiabilityProof>;
