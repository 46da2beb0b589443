import { erc20Abi, type Address } from 'viem';
import {
  HOT_WALLET_SHORT,
  hotTokenUnits,
  lockQueued,
  nextNoncesOf,
  noteSendError,
  queuedAfter,
  storeFirstSigned,
  takeNonces,
  type ChainSendRow,
  type SignedTransfer,
} from './send-store.js';
import { signSends, type Fees } from './sign-send.js';
import { signingAccount, type SignerContext } from './signer-context.js';

/** Sends in flight read per step at most (signed, broadcast): far more than a hot wallet has pending at once. */
export const OPEN_SENDS_READ = 10_000;
/**
 * Sends signed per batch at most. One database transaction stores a batch; the chain is read once
 * per step; so a long queue goes out at the pace of signing itself.
 */
const SIGN_BATCH = 250;

/** A send as stored signed: what is broadcast next. */
export interface StoredTransfer {
  id: number;
  transfer: SignedTransfer;
}

const fromHotInToken = (send: Pick<ChainSendRow, 'wallet' | 'asset'>) => send.wallet === 'hot' && send.asset === 'token';

/**
 * What the batches of one step share, read at its first batch: the fees, each sender's next nonce
 * (the chain's pending count, or the database's when it runs ahead), and the hot wallet's spendable
 * units, less what each batch takes. Reading them again for every batch would put those calls
 * behind the previous batch's broadcasts at the node.
 */
export interface SigningRound {
  fees?: Fees;
  /** The chain's pending count per sender, as takeNonces is told it. */
  chainNonces: Map<string, number>;
  /** The nonce the next batch of each sender starts at: counted ahead as batches are signed. */
  nextNonces: Map<string, number>;
  spendable?: bigint;
  /** The hot wallet could not cover a send: the step signs no more of its token sends (they go in order). */
  short: boolean;
}

export function newSigningRound(): SigningRound {
  return { chainNonces: new Map(), nextNonces: new Map(), short: false };
}

/** The hot wallet's token units not yet spoken for by its sends signed and not final. */
async function spendable(context: SignerContext): Promise<bigint> {
  const [balance, inFlight] = await Promise.all([
    context.client.readContract({ address: context.token, abi: erc20Abi, functionName: 'balanceOf', args: [context.account.address] }),
    hotTokenUnits(context.db, context.network, ['signed', 'broadcast']),
  ]);
  return balance - inFlight;
}

/**
 * The queued sends to sign now, in order. The hot wallet's token sends go out in the order they
 * were approved: the first it cannot cover waits (with why, for operators) and so do those behind
 * it. Sends from other wallets (collection) were sized to what their address held and go on.
 */
async function chooseSendable(context: SignerContext, round: SigningRound, queued: readonly ChainSendRow[]): Promise<ChainSendRow[]> {
  if (!queued.some(fromHotInToken)) return [...queued];
  let left = round.spendable ?? (await spendable(context));
  const chosen: ChainSendRow[] = [];
  for (const send of queued) {
    if (!fromHotInToken(send)) chosen.push(send);
    else if (!round.short && BigInt(send.units) <= left) {
      chosen.push(send);
      left -= BigInt(send.units);
    } else if (!round.short) {
      round.short = true;
      await noteSendError(context.db, send.id, `${HOT_WALLET_SHORT}: ${left} units spendable, ${send.units} needed`);
    }
  }
  round.spendable = left;
  return chosen;
}

/** Each sender's next nonce, for senders this step has not met yet: the chain's pending count, or the database's when it is ahead (signed, not yet broadcast). */
async function meetSenders(context: SignerContext, round: SigningRound, senders: readonly string[]): Promise<void> {
  const unknown = senders.filter((address) => !round.nextNonces.has(address));
  if (unknown.length === 0) return;
  const [counts, stored] = await Promise.all([
    Promise.all(unknown.map((address) => context.client.getTransactionCount({ address: address as Address, blockTag: 'pending' }))),
    nextNoncesOf(context.db, context.network, unknown),
  ]);
  unknown.forEach((address, index) => {
    const chain = counts[index] ?? 0;
    round.chainNonces.set(address, chain);
    round.nextNonces.set(address, Math.max(chain, stored.get(address) ?? 0));
  });
}

/** A batch chosen and being signed, not yet stored: its sends by sender, each sender's first nonce, and the signatures on their way. */
export interface PreparedBatch {
  groups: { address: string; sends: ChainSendRow[]; firstNonce: number; transfers: Promise<SignedTransfer[]> }[];
  /** The last queued id read: the next batch reads after it. */
  lastId: number;
  /** As many queued as a batch takes, and all chosen: more may wait. */
  full: boolean;
}

/**
 * Chooses the next batch of queued sends (after `afterId`) and starts signing it at the nonces
 * that follow the batches before, without a transaction: the signing threads sign it while the
 * batch before is stored and broadcast. Nothing of it is used until storeBatch has taken those very
 * nonces in the transaction that stores it. Null when nothing is queued.
 */
export async function prepareBatch(context: SignerContext, round: SigningRound, afterId: number): Promise<PreparedBatch | null> {
  const queued = await queuedAfter(context.db, context.network, afterId, SIGN_BATCH);
  const last = queued.at(-1);
  if (last === undefined) return null;
  round.fees ??= await context.client.estimateFeesPerGas();
  const { fees } = round;
  const chosen = await chooseSendable(context, round, queued);
  const senders = [...new Set(chosen.map((send) => signingAccount(context, send).address))];
  await meetSenders(context, round, senders);
  const groups = senders.map((address) => {
    const sends = chosen.filter((send) => signingAccount(context, send).address === address);
    const firstNonce = round.nextNonces.get(address) ?? 0;
    round.nextNonces.set(address, firstNonce + sends.length);
    const transfers = signSends(context, sends, firstNonce, fees);
    // Awaited by storeBatch; a batch never stored (an earlier one failed) must not leave a rejection unobserved.
    transfers.catch(() => undefined);
    return { address, sends, firstNonce, transfers };
  });
  return { groups, lastId: last.id, full: queued.length === SIGN_BATCH && chosen.length === SIGN_BATCH };
}

/** The batch could not be stored as signed (a send no longer queued, a nonce taken meanwhile): nothing of it was kept; the next step signs afresh. */
export class BatchMoved extends Error {}

/**
 * Stores a prepared batch: in one transaction that locks its sends (still queued), takes their
 * nonces (which must be the ones they were signed with) and stores each signed transaction and
 * its hash before anything is broadcast, so a crash after it broadcasts what was stored and never
 * signs a second transfer for the same send.
 */
export async function storeBatch(context: SignerContext, round: SigningRound, batch: PreparedBatch): Promise<StoredTransfer[]> {
  const ids = batch.groups.flatMap((group) => group.sends.map((send) => send.id));
  if (ids.length === 0) return [];
  return context.db.transaction(async (tx) => {
    const locked = await lockQueued(tx, ids);
    if (locked.length !== ids.length) throw new BatchMoved(`${ids.length - locked.length} of ${ids.length} sends are no longer queued`);
    const stored: StoredTransfer[] = [];
    for (const group of batch.groups) {
      const first = await takeNonces(tx, context.network, group.address, round.chainNonces.get(group.address) ?? 0, group.sends.length);
      if (first !== group.firstNonce) throw new BatchMoved(`${group.address} was signed from nonce ${group.firstNonce}, and ${first} is next`);
      const transfers = await group.transfers;
      const batchOf = transfers.map((transfer, offset) => ({ id: group.sends[offset]?.id ?? -1, transfer }));
      await storeFirstSigned(tx, batchOf);
      stored.push(...batchOf);
    }
    return stored;
  });
}
