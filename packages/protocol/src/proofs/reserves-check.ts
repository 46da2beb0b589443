import { Decimal } from 'decimal.js';
import type { TLiabilitySnapshot } from '../schemas/liability/liability-snapshot.js';
import type { ReserveRole, TPublishedReserves, TReserveAttestation } from '../schemas/liability/reserves.js';
import { EVM_ADDRESS_HEX, recoverPersonalSigner } from './personal-signature.js';
import { reserveMessage } from './reserve-message.js';
import { reservesRatioOf, reservesTotalOf } from './reserves-figures.js';

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
