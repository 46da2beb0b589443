import { and, asc, desc, eq } from 'drizzle-orm';
import { erc20Abi, type Address, type PrivateKeyAccount, type PublicClient } from 'viem';
import { reserveMessage, type ReserveRole } from '@meridian/protocol';
import { depositAddresses, liabilitySnapshots, reserveAttestations } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { WalletPolicy } from '../chain-config.js';
import type { OwnedLoopLog } from '../owned-loop.js';
import type { SignerKeys } from './hot-wallet.js';
import { tokenBalancesOf } from './token-balances.js';

/** Between two looks for a snapshot to attest: snapshots come daily, and a signer step comes every quarter second. */
const LOOK_EVERY_MS = 10_000;
/** After a failed attestation (the node or the database away), the wait before the next try: sends never wait on it. */
const RETRY_AFTER_MS = 60_000;

/** What one network's attestation needs: the signer's keys and client, and where the cold address is. */
export interface ReserveAttestationContext {
  db: Db;
  network: string;
  token: Address;
  client: PublicClient;
  chainId: number;
  keys: SignerKeys;
  /** The signer's confirmations: the balances are read at a block this deep, so a short re-org does not move them. */
  confirmations: number;
  /** `coldAddress` is listed (unsigned: Meridian never holds its key). */
  wallets?: WalletPolicy;
}

interface Holder {
  address: Address;
  role: ReserveRole;
  /** The key that signs for it: absent for the cold address. */
  account(): PrivateKeyAccount | undefined;
}

/** The newest liabilities snapshot, when this network has not attested it yet; an older one is never attested with today's balances. */
async function snapshotToAttest(db: Db, network: string): Promise<{ id: number; rootHash: string; takenAt: Date } | null> {
  const [newest] = await db
    .select({ id: liabilitySnapshots.id, rootHash: liabilitySnapshots.rootHash, takenAt: liabilitySnapshots.takenAt, attestation: reserveAttestations.id })
    .from(liabilitySnapshots)
    .leftJoin(reserveAttestations, and(eq(reserveAttestations.snapshotId, liabilitySnapshots.id), eq(reserveAttestations.network, network)))
    .orderBy(desc(liabilitySnapshots.id))
    .limit(1);
  return newest && newest.attestation === null ? { id: newest.id, rootHash: newest.rootHash, takenAt: newest.takenAt } : null;
}

/**
 * Every deposit address of the network. Its key is derived only when it holds something (a derivation
 * costs a curve multiplication, and most addresses are empty); a key that gives another address
 * means the signer's seed is not the configured xpub's, and nothing is attested.
 */
async function depositHolders(context: ReserveAttestationContext): Promise<Holder[]> {
  const rows = await context.db
    .select({ index: depositAddresses.derivationIndex, address: depositAddresses.address })
    .from(depositAddresses)
    .where(eq(depositAddresses.network, context.network))
    .orderBy(asc(depositAddresses.derivationIndex));
  return rows.map((row) => ({
    address: row.address as Address,
    role: 'deposit',
    account: () => {
      const account = context.keys.deposit(row.index);
      if (account.address.toLowerCase() !== row.address.toLowerCase()) {
        throw new Error(`deposit address ${row.index} on ${context.network} is ${row.address}, but the signer's seed gives ${account.address}: the seed is not the configured xpub's`);
      }
      return account;
    },
  }));
}

function balancesAt(context: ReserveAttestationContext, holders: readonly Holder[], blockNumber: bigint): Promise<bigint[]> {
  return tokenBalancesOf(context.client, context.token, holders.map((holder) => holder.address), blockNumber);
}

/**
 * Proof of reserves for the newest liabilities snapshot on one network, when it has none yet: pins
 * a block `confirmations` deep and made no earlier than the snapshot, reads the token balance there of the hot and fee wallets, the cold
 * address and every deposit address (those holding nothing are left out of the list), signs for
 * each address whose key the signer holds the fixed EIP-191 message naming the snapshot, and
 * stores it all. A second signer, or a retry, finds the row there and stores nothing. Answers the
 * snapshot attested, or null when there was nothing to do.
 */
export async function attestReserves(context: ReserveAttestationContext): Promise<number | null> {
  const snapshot = await snapshotToAttest(context.db, context.network);
  if (snapshot === null) return null;
  const head = await context.client.getBlockNumber({ cacheTime: 0 });
  const depth = BigInt(Math.max(context.confirmations - 1, 0));
  const block = await context.client.getBlock({ blockNumber: head > depth ? head - depth : 0n });
  // Reserves are read no earlier than the liabilities were: until a block made at or after the
  // snapshot is that deep (minutes after 00:00 UTC on a main chain), the next look tries again.
  if (block.timestamp < BigInt(Math.floor(snapshot.takenAt.getTime() / 1000))) return null;
  // A chain younger than the token plus the confirmations (the embedded demo's first half minute): nothing to read there yet.
  if ((await context.client.getCode({ address: context.token, blockNumber: block.number })) === undefined) return null;
  const cold = context.wallets?.coldAddress;
  const holders: Holder[] = [
    { address: context.keys.hot.address, role: 'hot', account: () => context.keys.hot },
    { address: context.keys.fee.address, role: 'fee', account: () => context.keys.fee },
    ...(cold === undefined ? [] : [{ address: cold as Address, role: 'cold' as const, account: () => undefined }]),
    ...(await depositHolders(context)),
  ];
  const balances = await balancesAt(context, holders, block.number);
  const held = holders.map((holder, index) => ({ ...holder, units: balances[index] ?? 0n })).filter((holder) => holder.role !== 'deposit' || holder.units > 0n);
  const entries = await Promise.all(
    held.map(async (holder) => {
      const account = holder.account();
      const units = holder.units.toString();
      if (account === undefined) return { address: holder.address, role: holder.role, units, message: '', signature: '' };
      const message = reserveMessage({ snapshotId: snapshot.id, rootHash: snapshot.rootHash, network: context.network, chainId: context.chainId, address: holder.address });
      return { address: holder.address, role: holder.role, units, message, signature: await account.signMessage({ message }) };
    }),
  );
  await context.db
    .insert(reserveAttestations)
    .values({
      snapshotId: snapshot.id,
      network: context.network,
      chainId: context.chainId,
      token: context.token,
      decimals: await context.client.readContract({ address: context.token, abi: erc20Abi, functionName: 'decimals' }),
      blockNumber: Number(block.number),
      blockHash: block.hash,
      entries,
      totalUnits: held.reduce((total, holder) => total + holder.units, 0n).toString(),
    })
    .onConflictDoNothing();
  return snapshot.id;
}

/**
 * The signer loop's hook: at most one attestation per step, and a look for a snapshot lacking one
 * (one indexed read) at most every ten seconds. A failure is logged, not thrown, and not tried
 * again for a minute: withdrawals and sweeps go on whatever the reserves do.
 */
export function reserveAttester(log: OwnedLoopLog, now: () => number = Date.now): (context: ReserveAttestationContext) => Promise<void> {
  let notBefore = 0;
  return async (context) => {
    if (now() < notBefore) return;
    try {
      const attested = await attestReserves(context);
      if (attested !== null) log.info(`reserves on ${context.network} attested for liabilities snapshot ${attested}`);
      notBefore = now() + LOOK_EVERY_MS;
    } catch (error) {
      notBefore = now() + RETRY_AFTER_MS;
      log.error(error, `the ${context.network} reserves could not be attested; trying again in a minute`);
    }
  };
}
