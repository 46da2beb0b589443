import { z } from 'zod/mini';
import { ZLiabilitySnapshot } from './liability-snapshot.js';

/** What `npm run verify -- reserves FILE` and the reserves page read: the published reserves of one snapshot. */
export const RESERVES_FORMAT = 'meridian-reserves/1';

/**
 * Whose an address is: the hot wallet (pays withdrawals), the fee wallet (pays the gas of sweeps),
 * a member's deposit address (all three keys are the signer's), or the cold address, whose key
 * Meridian never holds and which therefore carries no signature.
 */
export const RESERVE_ROLES = ['hot', 'fee', 'cold', 'deposit'] as const;
export type ReserveRole = (typeof RESERVE_ROLES)[number];

/** Token units (the token's smallest unit) as decimal digits: an ERC-20 balance can exceed any float. */
const ZTokenUnits = z.string().check(z.regex(/^\d{1,78}$/));
/** Decimal text (no float), as the ledger and the ratio are written. */
const ZDecimalText = z.string().check(z.regex(/^\d+(\.\d+)?$/));

/**
 * One address at the pinned block. The message and signature are the verifier's to judge (a
 * forged one is named, not refused unread); `signature` is empty for the cold address.
 */
export const ZReserveEntry = z.object({
  address: z.string(),
  role: z.enum(RESERVE_ROLES),
  units: ZTokenUnits,
  message: z.string(),
  signature: z.string(),
});
export type TReserveEntry = z.infer<typeof ZReserveEntry>;

/** One network's reserves for the snapshot: the token, the block they were read at, and each address. */
export const ZReserveAttestation = z.object({
  network: z.string(),
  chainId: z.int().check(z.positive()),
  token: z.string(),
  decimals: z.int().check(z.nonnegative(), z.lte(36)),
  blockNumber: z.int().check(z.nonnegative()),
  /** The pinned block's hash: a re-org that replaced it shows when the balances are read again. */
  blockHash: z.string(),
  /** The sum of the entries' units. */
  totalUnits: ZTokenUnits,
  /** Epoch milliseconds: when the signer read and signed. */
  attestedAt: z.int(),
  entries: z.array(ZReserveEntry),
});
export type TReserveAttestation = z.infer<typeof ZReserveAttestation>;

/**
 * Reserves against liabilities at one snapshot: the snapshot as published, each network's
 * attestation, the reserves in the ledger's currency and their ratio to the liabilities. `attestations`
 * is empty (and both figures null) until the signer has attested the snapshot.
 */
export const ZPublishedReserves = z.object({
  format: z.literal(RESERVES_FORMAT),
  snapshot: ZLiabilitySnapshot,
  attestations: z.array(ZReserveAttestation),
  totalReserves: z.nullable(ZDecimalText),
  /** Reserves ÷ liabilities, 4 decimals rounded down; null when nothing is attested or nothing is owed. */
  ratio: z.nullable(ZDecimalText),
});
export type TPublishedReserves = z.infer<typeof ZPublishedReserves>;
