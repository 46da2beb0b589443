import { and, eq, inArray, sql } from 'drizzle-orm';
import { depositAddressCounters, depositAddresses } from '../db/schema/index.js';
import type { Db, DbOrTx } from '../db/types.js';
import type { ChainNetwork } from './chain-config.js';
import { deriveAddress } from './derive-address.js';
import type { DepositNetwork } from './deposit-networks.js';

export interface DepositAddress {
  memberId: number;
  network: string;
  derivationIndex: number;
  address: string;
}

const COLUMNS = {
  memberId: depositAddresses.memberId,
  network: depositAddresses.network,
  derivationIndex: depositAddresses.derivationIndex,
  address: depositAddresses.address,
};

/** Another request for the same member inserted first: this one's transaction is undone. */
class AddressTakenMeanwhile extends Error {}

async function memberAddress(db: DbOrTx, network: ChainNetwork, memberId: number): Promise<DepositAddress | undefined> {
  const [row] = await db
    .select(COLUMNS)
    .from(depositAddresses)
    .where(and(eq(depositAddresses.network, network), eq(depositAddresses.memberId, memberId)));
  return row;
}

/**
 * The member's deposit address on a network, allocated at the first ask. The index comes from the
 * network's counter row, whose lock makes concurrent first asks of different members take
 * successive indexes; two first asks of the same member both reach the insert, and the later one
 * (its insert a no-op on the member's key) is rolled back, counter and all, and answers the
 * earlier one's address. So an index is given once, to one member, and never again.
 */
export async function ensureDepositAddress(db: Db, network: DepositNetwork, memberId: number): Promise<DepositAddress> {
  const existing = await memberAddress(db, network.network, memberId);
  if (existing) return existing;
  try {
    return await db.transaction(async (tx) => {
      const [counter] = await tx
        .insert(depositAddressCounters)
        .values({ network: network.network, nextIndex: 1 })
        .onConflictDoUpdate({ target: depositAddressCounters.network, set: { nextIndex: sql`${depositAddressCounters.nextIndex} + 1` } })
        .returning({ nextIndex: depositAddressCounters.nextIndex });
      if (!counter) throw new Error('the deposit address counter answered no row');
      const derivationIndex = counter.nextIndex - 1;
      const address = deriveAddress(network.family, network.xpub, derivationIndex);
      const [row] = await tx
        .insert(depositAddresses)
        .values({ memberId, network: network.network, derivationIndex, address })
        .onConflictDoNothing({ target: [depositAddresses.network, depositAddresses.memberId] })
        .returning(COLUMNS);
      if (!row) throw new AddressTakenMeanwhile();
      return row;
    });
  } catch (error) {
    if (!(error instanceof AddressTakenMeanwhile)) throw error;
  }
  const winner = await memberAddress(db, network.network, memberId);
  if (!winner) throw new Error(`deposit address of member ${memberId} on ${network.network} vanished`);
  return winner;
}

/**
 * Who owns a deposit address (what the watcher asks of each Transfer's recipient). EVM addresses
 * match whatever their letter case; TRON's base58 is case-sensitive, so it must match exactly.
 */
export async function findDepositOwner(db: DbOrTx, network: ChainNetwork, address: string): Promise<DepositAddress | undefined> {
  const sameLetters = sql`lower(${depositAddresses.address}) = lower(${address})`;
  const [row] = await db
    .select(COLUMNS)
    .from(depositAddresses)
    .where(and(eq(depositAddresses.network, network), sameLetters, network === 'TRC20' ? eq(depositAddresses.address, address) : undefined));
  return row;
}

/**
 * The owners of many addresses at once (the recipients of a range's Transfers), by each address as
 * given: one query on the (network, lower(address)) index, matched as findDepositOwner matches.
 */
export async function findDepositOwners(db: DbOrTx, network: ChainNetwork, addresses: readonly string[]): Promise<Map<string, number>> {
  const lowered = [...new Set(addresses.map((address) => address.toLowerCase()))];
  if (lowered.length === 0) return new Map();
  const rows = await db
    .select(COLUMNS)
    .from(depositAddresses)
    .where(and(eq(depositAddresses.network, network), inArray(sql`lower(${depositAddresses.address})`, lowered)));
  const byLetters = new Map(rows.map((row) => [row.address.toLowerCase(), row]));
  const owners = new Map<string, number>();
  for (const address of addresses) {
    const row = byLetters.get(address.toLowerCase());
    if (row !== undefined && (network !== 'TRC20' || row.address === address)) owners.set(address, row.memberId);
  }
  return owners;
}
