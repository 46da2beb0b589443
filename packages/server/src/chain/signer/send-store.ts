import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { chainSends, signerNonces } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/types.js';

export type ChainSendRow = typeof chainSends.$inferSelect;
export type ChainSendStatus = 'queued' | 'signed' | 'broadcast' | 'confirmed' | 'failed';

export interface QueuedSend {
  network: string;
  purpose: 'withdrawal' | 'sweep' | 'gas' | 'cold';
  reference: string;
  token: string;
  toAddress: string;
  units: bigint;
  /** Who signs (hot unless said): the fee wallet pays gas, a deposit address (`fromIndex`) is swept. */
  wallet?: 'hot' | 'fee' | 'deposit';
  fromIndex?: number;
  /** A token transfer unless `native` (the network's coin, for gas). */
  asset?: 'token' | 'native';
}

/**
 * Queues a transfer for the signer, once per (purpose, reference): a second call for the
 * same reference (a retried approval) changes nothing and answers the row already there.
 */
export async function queueSend(db: DbOrTx, send: QueuedSend): Promise<ChainSendRow> {
  await db
    .insert(chainSends)
    .values({ ...send, units: send.units.toString() })
    .onConflictDoNothing({ target: [chainSends.purpose, chainSends.reference] });
  const [row] = await db.select().from(chainSends).where(and(eq(chainSends.purpose, send.purpose), eq(chainSends.reference, send.reference)));
  if (!row) throw new Error(`chain send ${send.purpose}:${send.reference} was not queued`);
  return row;
}

/** A network's sends in these states, oldest first. */
export async function sendsIn(db: DbOrTx, network: string, statuses: readonly ChainSendStatus[], limit = 100): Promise<ChainSendRow[]> {
  return db
    .select()
    .from(chainSends)
    .where(and(eq(chainSends.network, network), inArray(chainSends.status, [...statuses])))
    .orderBy(asc(chainSends.id))
    .limit(limit);
}

/** A network's queued sends after `afterId`, oldest first (the next batch to sign). */
export async function queuedAfter(db: DbOrTx, network: string, afterId: number, limit: number): Promise<ChainSendRow[]> {
  return db
    .select()
    .from(chainSends)
    .where(and(eq(chainSends.network, network), eq(chainSends.status, 'queued'), gt(chainSends.id, afterId)))
    .orderBy(asc(chainSends.id))
    .limit(limit);
}

/** The sends among `ids` still queued, locked for storing what was signed for them; those another signer holds are skipped. */
export async function lockQueued(tx: Tx, ids: readonly number[]): Promise<ChainSendRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(chainSends)
    .where(and(inArray(chainSends.id, [...ids]), eq(chainSends.status, 'queued')))
    .for('update', { skipLocked: true });
}

/** The next nonce the database holds for each of these addresses (none yet: not in the map). */
export async function nextNoncesOf(db: DbOrTx, network: string, addresses: readonly string[]): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ address: signerNonces.address, nextNonce: signerNonces.nextNonce })
    .from(signerNonces)
    .where(and(eq(signerNonces.network, network), inArray(signerNonces.address, [...addresses])));
  return new Map(rows.map((row) => [row.address, row.nextNonce]));
}

/**
 * Takes `count` successive nonces of an address (the first answered), in the transaction that
 * stores what is signed with them: the row is made at `chainNonce` (the chain's count for the
 * address, pending included) the first time, and never goes below it, so a nonce the chain has
 * already used is not handed out again.
 */
export async function takeNonces(tx: Tx, network: string, address: string, chainNonce: number, count: number): Promise<number> {
  await tx.insert(signerNonces).values({ network, address, nextNonce: chainNonce }).onConflictDoNothing();
  const [row] = await tx
    .select({ nextNonce: signerNonces.nextNonce })
    .from(signerNonces)
    .where(and(eq(signerNonces.network, network), eq(signerNonces.address, address)))
    .for('update');
  if (!row) throw new Error(`no nonce row for ${network} ${address}`);
  const nonce = Math.max(row.nextNonce, chainNonce);
  await tx
    .update(signerNonces)
    .set({ nextNonce: nonce + count, updatedAt: sql`now()` })
    .where(and(eq(signerNonces.network, network), eq(signerNonces.address, address)));
  return nonce;
}

export interface SignedTransfer {
  fromAddress: string;
  nonce: number;
  txHash: string;
  rawTx: string;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/** Stores a send's signed transaction (before it is broadcast); a replacement keeps the hash it replaces. */
export async function storeSigned(db: DbOrTx, send: ChainSendRow, signed: SignedTransfer): Promise<void> {
  const replaced = send.txHash === '' || send.txHash === signed.txHash ? send.replacedHashes : [...send.replacedHashes, send.txHash];
  await db
    .update(chainSends)
    .set({
      status: send.status === 'queued' ? 'signed' : send.status,
      fromAddress: signed.fromAddress,
      nonce: signed.nonce,
      txHash: signed.txHash,
      rawTx: signed.rawTx,
      replacedHashes: replaced,
      maxFeePerGas: signed.maxFeePerGas.toString(),
      maxPriorityFeePerGas: signed.maxPriorityFeePerGas.toString(),
      broadcasts: 0,
      lastError: '',
      updatedAt: sql`now()`,
    })
    .where(eq(chainSends.id, send.id));
}

/**
 * Stores the first signed transaction of queued sends (they become `signed`), in one statement:
 * a batch signed together is stored together or not at all. Throws unless every one was still
 * queued, so the transaction that took their nonces rolls back.
 */
export async function storeFirstSigned(tx: Tx, signed: readonly { id: number; transfer: SignedTransfer }[]): Promise<void> {
  if (signed.length === 0) return;
  const rows = signed.map(
    ({ id, transfer }) =>
      sql`(${id}::bigint, ${transfer.fromAddress}, ${transfer.nonce}::integer, ${transfer.txHash}, ${transfer.rawTx}, ${transfer.maxFeePerGas.toString()}::numeric, ${transfer.maxPriorityFeePerGas.toString()}::numeric)`,
  );
  const result = await tx.execute(sql`
    update ${chainSends} as c
    set status = 'signed', from_address = v.from_address, nonce = v.nonce, tx_hash = v.tx_hash, raw_tx = v.raw_tx,
      max_fee_per_gas = v.max_fee, max_priority_fee_per_gas = v.max_priority_fee, broadcasts = 0, last_error = '', updated_at = now()
    from (values ${sql.join(rows, sql`, `)}) as v(id, from_address, nonce, tx_hash, raw_tx, max_fee, max_priority_fee)
    where c.id = v.id and c.status = 'queued'
    returning c.id`);
  const stored = z.object({ rows: z.array(z.unknown()) }).parse(result).rows.length;
  if (stored !== signed.length) throw new Error(`${signed.length - stored} of ${signed.length} signed sends were no longer queued`);
}

/**
 * The hot wallet's token units its sends in these states will take from it (not yet mined), in one
 * read: signed and broadcast ones are spoken for; queued ones will be.
 */
export async function hotTokenUnits(db: DbOrTx, network: string, statuses: readonly ChainSendStatus[]): Promise<bigint> {
  const result = await db.execute(sql`
    select coalesce(sum(units), 0)::text as units from ${chainSends}
    where network = ${network} and status in ${[...statuses]} and wallet = 'hot' and asset = 'token' and mined_hash = ''`);
  const [row] = z.object({ rows: z.array(z.object({ units: z.string() })) }).parse(result).rows;
  return BigInt(row?.units ?? '0');
}

/** The sends the node took (first broadcasts and repeats), in one statement. */
export async function markBroadcast(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(chainSends)
    .set({ status: sql`case when ${chainSends.status} = 'signed' then 'broadcast' else ${chainSends.status} end`, broadcasts: sql`${chainSends.broadcasts} + 1`, broadcastAt: sql`now()`, lastError: '', updatedAt: sql`now()` })
    .where(inArray(chainSends.id, [...ids]));
}

/** Mined sends not yet final: their confirmations counted from the head, in one statement; answers those whose count moved. */
export async function noteConfirmations(db: DbOrTx, ids: readonly number[], head: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const moved = await db
    .update(chainSends)
    .set({ confirmations: sql`${head} - ${chainSends.blockNumber} + 1`, updatedAt: sql`now()` })
    .where(and(inArray(chainSends.id, [...ids]), sql`${chainSends.confirmations} <> ${head} - ${chainSends.blockNumber} + 1`))
    .returning({ id: chainSends.id });
  return moved.map((row) => row.id);
}

export async function noteSendError(db: DbOrTx, id: number, message: string): Promise<void> {
  await db.update(chainSends).set({ lastError: message.slice(0, 500), updatedAt: sql`now()` }).where(eq(chainSends.id, id));
}

/** The mined transaction's block and confirmations, while it is not yet final. */
export async function noteMined(db: DbOrTx, id: number, mined: { hash: string; blockNumber: number | null; confirmations: number }): Promise<void> {
  await db
    .update(chainSends)
    .set({ minedHash: mined.hash, blockNumber: mined.blockNumber, confirmations: mined.confirmations, updatedAt: sql`now()` })
    .where(eq(chainSends.id, id));
}

/** Final: confirmed (with the hash mined and its block) or failed (with why). Only from broadcast, so it happens once. */
export async function finishSend(tx: Tx, id: number, outcome: { status: 'confirmed' | 'failed'; hash: string; blockNumber: number; confirmations: number; failure?: string }): Promise<ChainSendRow | null> {
  const [row] = await tx
    .update(chainSends)
    .set({
      status: outcome.status,
      minedHash: outcome.hash,
      blockNumber: outcome.blockNumber,
      confirmations: outcome.confirmations,
      failure: outcome.failure ?? '',
      lastError: '',
      updatedAt: sql`now()`,
    })
    .where(and(eq(chainSends.id, id), eq(chainSends.status, 'broadcast')))
    .returning();
  return row ?? null;
}

/** Why a queued send waits while the hot wallet cannot cover it (signer-steps.ts writes it; operators are alerted on it). */
export const HOT_WALLET_SHORT = 'hot wallet short';

/** One network's sends as operators watch them (`/metrics`): how many wait in each open state, and for how long the oldest has waited. */
export interface SendFigures {
  network: string;
  queued: number;
  signed: number;
  broadcast: number;
  /** Seconds since the oldest queued send was queued (0 when none is). */
  oldestQueuedSeconds: number;
  /** Whether the first queued send waits because the hot wallet cannot cover it. */
  hotWalletShort: boolean;
}

const ZSendFigureRow = z.object({
  network: z.string(),
  queued: z.coerce.number().int(),
  signed: z.coerce.number().int(),
  broadcast: z.coerce.number().int(),
  oldest_queued_seconds: z.coerce.number(),
  short: z.coerce.number().int(),
});

/** Every network with open sends, in one read. */
export async function readSendFigures(db: DbOrTx): Promise<SendFigures[]> {
  const result = await db.execute(sql`
    select network,
      count(*) filter (where status = 'queued') as queued,
      count(*) filter (where status = 'signed') as signed,
      count(*) filter (where status = 'broadcast') as broadcast,
      coalesce(extract(epoch from now() - min(created_at) filter (where status = 'queued')), 0) as oldest_queued_seconds,
      count(*) filter (where status = 'queued' and last_error like ${`${HOT_WALLET_SHORT}%`}) as short
    from ${chainSends}
    where status in ('queued', 'signed', 'broadcast')
    group by network
    order by network`);
  return z.object({ rows: z.array(ZSendFigureRow) }).parse(result).rows.map((row) => ({
    network: row.network,
    queued: row.queued,
    signed: row.signed,
    broadcast: row.broadcast,
    oldestQueuedSeconds: Math.max(0, Math.round(row.oldest_queued_seconds)),
    hotWalletShort: row.short > 0,
  }));
}
