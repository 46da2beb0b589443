import { asc, eq } from 'drizzle-orm';
import { RESERVES_FORMAT, RESERVE_ROLES, reservesRatioOf, reservesTotalOf, type ReserveRole, type TLiabilitySnapshot, type TPublishedReserves, type TReserveAttestation } from '@meridian/protocol';
import { reserveAttestations } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';

function roleOf(role: string): ReserveRole {
  const known = RESERVE_ROLES.find((candidate) => candidate === role);
  if (known === undefined) throw new Error(`a reserve attestation holds an unknown role: ${role}`);
  return known;
}

/**
 * The reserves published for `snapshot`: each network's attestation as the signer stored it, and
 * the reserves and their ratio to the snapshot's liabilities (protocol's reserves-check.ts: one
 * token counts as one unit of the ledger's currency). No attestation yet: an empty list and no ratio.
 */
export async function readReserves(db: DbOrTx, snapshot: TLiabilitySnapshot): Promise<TPublishedReserves> {
  const rows = await db.select().from(reserveAttestations).where(eq(reserveAttestations.snapshotId, snapshot.id)).orderBy(asc(reserveAttestations.network));
  const attestations = rows.map(
    (row): TReserveAttestation => ({
      network: row.network,
      chainId: row.chainId,
      token: row.token,
      decimals: row.decimals,
      blockNumber: row.blockNumber,
      blockHash: row.blockHash,
      totalUnits: row.totalUnits,
      attestedAt: row.createdAt.getTime(),
      entries: row.entries.map((entry) => ({ address: entry.address, role: roleOf(entry.role), units: entry.units, message: entry.message, signature: entry.signature })),
    }),
  );
  const totalReserves = reservesTotalOf(attestations);
  return { format: RESERVES_FORMAT, snapshot, attestations, totalReserves, ratio: reservesRatioOf(totalReserves, snapshot.totalLiabilities) };
}
