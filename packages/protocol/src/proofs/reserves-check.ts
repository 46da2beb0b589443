import { Decimal } from 'decimal.js';
import type { TLiabilitySnapshot } from '../schemas/liability/liability-snapshot.js';
import type { ReserveRole, TPublishedReserves, TReserveAttestation } from '../schemas/liability/reserves.js';
import { EVM_ADDRESS_HEX, recoverPersonalSigner } from './personal-signature.js';
import { reserveMessage } from './reserve-message.js';

/** What can be wrong with one address, each with its own text in the app and the command line. */
export type ReserveEntryFailure =
  /** Not 0x and 40 hex digits. */
  | 'bad_address'
  /** The signed text is not the fixed message for this snapshot, network and address (a signature carried over from elsewhere). */
  | 'message_mismatch'
  /** An address the signer controls (hot, fee, deposit) without a signature. */
  | 'missing_signature'
  /** Not a signature at all (wrong length, out of range). */
  | 'bad_signature'
  /** A signature made by another key than the address's own: control is not proven. */
  | 'wrong_signer';

/** `verified`: its signature proves control; `unsigned`: the cold address, whose key Meridian never holds. */
export type ReserveEntryStatus = 'verified' | 'unsigned' | ReserveEntryFailure;

export interface ReserveEntryCheck {
  network: string;
  address: string;
  role: ReserveRole;
  units: string;
  status: ReserveEntryStatus;
}

/** What can be wrong with the figures as a whole. */
export type ReserveFiguresFailure =
  /** A network's total is not the sum of its entries. */
  | 'network_total_mismatch'
  /** The reserves in the ledger's currency are not the sum of the networks' totals. */
  | 'total_mismatch'
  /** The ratio is not reserves ÷ liabilities. */
  | 'ratio_mismatch'
  /** An address is listed twice on one network (its balance would be counted twice). */
  | 'duplicate_address';

export interface ReserveFiguresProblem {
  failure: ReserveFiguresFailure;
  network?: string;
  address?: string;
}

export interface ReservesCheck {
  ok: boolean;
  entries: ReserveEntryCheck[];
  problems: ReserveFiguresProblem[];
  /** Recomputed here from the entries, whatever the file says. */
  totalReserves: string | null;
  ratio: string | null;
}

/** Decimals of the published ratio; rounded down, so the ratio never reads higher than it is. */
export const RESERVES_RATIO_DECIMALS = 4;

/** Token units as a whole-token amount: 12345678 units of 6 decimals are "12.345678". */
export function tokenAmountOfUnits(units: string | bigint, decimals: number): string {
  return new Decimal(units.toString()).div(new Decimal(10).pow(decimals)).toFixed();
}

/**
 * The reserves in the ledger's currency: each network's token units over 10^decimals, summed. One
 * token counts as one unit of the ledger's currency (USDT against a USDT-denominated ledger): no
 * rate an operator sets enters the figure, so anyone can recompute it from the chain alone.
 */
export function reservesTotalOf(attestations: readonly Pick<TReserveAttestation, 'totalUnits' | 'decimals'>[]): string | null {
  if (attestations.length === 0) return null;
  return attestations.reduce((total, attestation) => total.plus(tokenAmountOfUnits(attestation.totalUnits, attestation.decimals)), new Decimal(0)).toFixed();
}

/** Reserves ÷ liabilities to 4 decimals, rounded down; null when either is unknown or nothing is owed. */
export function reservesRatioOf(totalReserves: string | null, totalLiabilities: string): string | null {
  if (totalReserves === null || new Decimal(totalLiabilities).lte(0)) return null;
  return new Decimal(totalReserves).div(totalLiabilities).toDecimalPlaces(RESERVES_RATIO_DECIMALS, Decimal.ROUND_DOWN).toFixed(RESERVES_RATIO_DECIMALS);
}

function entryStatus(snapshot: TLiabilitySnapshot, attestation: TReserveAttestation, entry: TReserveAttestation['entries'][number]): ReserveEntryStatus {
  if (!EVM_ADDRESS_HEX.test(entry.address)) return 'bad_address';
  if (entry.signature === '') return entry.role === 'cold' ? 'unsigned' : 'missing_signature';
  const expected = reserveMessage({ snapshotId: snapshot.id, rootHash: snapshot.rootHash, network: attestation.network, chainId: attestation.chainId, address: entry.address });
  if (entry.message !== expected) return 'message_mismatch';
  const signer = recoverPersonalSigner(entry.message, entry.signature);
  if (signer === null) return 'bad_signature';
  return signer === entry.address.toLowerCase() ? 'verified' : 'wrong_signer';
}

function attestationProblems(attestation: TReserveAttestation): ReserveFiguresProblem[] {
  const problems: ReserveFiguresProblem[] = [];
  const seen = new Set<string>();
  for (const entry of attestation.entries) {
    const key = entry.address.toLowerCase();
    if (seen.has(key)) problems.push({ failure: 'duplicate_address', network: attestation.network, address: entry.address });
    seen.add(key);
  }
  const sum = attestation.entries.reduce((total, entry) => total + BigInt(entry.units), 0n);
  if (sum !== BigInt(attestation.totalUnits)) problems.push({ failure: 'network_total_mismatch', network: attestation.network });
  return problems;
}

/**
 * Checks published reserves with nothing but the file: every signature recovers to its own address
 * over the fixed message of this snapshot, every total adds up, the ratio is reserves ÷ liabilities.
 * Whether the balances are really on chain at the pinned block needs a node: the command line
 * checks that with `--rpc` (cli/verify-reserves.ts).
 */
export function checkReserves(reserves: TPublishedReserves): ReservesCheck {
  const { snapshot, attestations } = reserves;
  const entries = attestations.flatMap((attestation) =>
    attestation.entries.map((entry) => ({ network: attestation.network, address: entry.address, role: entry.role, units: entry.units, status: entryStatus(snapshot, attestation, entry) })),
  );
  const problems = attestations.flatMap(attestationProblems);
  const totalReserves = reservesTotalOf(attestations);
  const ratio = reservesRatioOf(totalReserves, snapshot.totalLiabilities);
  const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Decimal(a).equals(b));
  if (!same(totalReserves, reserves.totalReserves)) problems.push({ failure: 'total_mismatch' });
  if (!same(ratio, reserves.ratio)) problems.push({ failure: 'ratio_mismatch' });
  const ok = problems.length === 0 && entries.every((entry) => entry.status === 'verified' || entry.status === 'unsigned');
  return { ok, entries, problems, totalReserves, ratio };
}
