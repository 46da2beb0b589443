import { z } from 'zod/mini';
import { HASH_HEX } from '../../proofs/bytes.js';
import { MERKLE_SIDES } from '../../proofs/merkle.js';

/** A SHA-256 hash as 64 lowercase hex digits. */
export const ZHashHex = z.string().check(z.regex(HASH_HEX));

/** One commitment of the price record: a second's Merkle root, chained to the one before. */
export const ZTickRoot = z.object({
  /** Its place in the chain: 1, 2, 3, … without a gap. */
  seq: z.int().check(z.positive()),
  /** Epoch ms of the second whose ticks it commits. */
  second: z.int().check(z.nonnegative()),
  tickCount: z.int().check(z.positive()),
  /** The Merkle root over the second's ticks. */
  merkle: ZHashHex,
  /** H(root of seq − 1 ‖ merkle): the chain up to here. */
  root: ZHashHex,
});
export type TTickRoot = z.infer<typeof ZTickRoot>;

export const ZMerkleStep = z.object({ side: z.enum(MERKLE_SIDES), hash: ZHashHex });

/** A recorded tick as committed: pair, second (epoch ms) and price. */
export const ZCommittedTick = z.object({ allname: z.string(), at: z.int(), price: z.string() });

/**
 * What proves one tick was recorded and committed: the tick, its inclusion proof in its second's
 * Merkle root, that root, and the chain root before it, so the link can be recomputed.
 */
export const ZTickEvidence = z.object({
  tick: ZCommittedTick,
  /** From the leaf up; a tree of 21 ticks needs 5 steps, 64 is far more than any second has. */
  proof: z.array(ZMerkleStep).check(z.maxLength(64)),
  root: ZTickRoot,
  previousRoot: ZHashHex,
});
export type TTickEvidence = z.infer<typeof ZTickEvidence>;
