import { TransactionNotFoundError, TransactionReceiptNotFoundError, type Address, type Hex, type TransactionReceipt } from 'viem';
import { finishSend, markBroadcast, noteConfirmations, noteMined, noteSendError, sendsIn, storeSigned, type ChainSendRow } from './send-store.js';
import { isCancelling, minedOutcome, signCancel } from './cancel-send.js';
import { signSend } from './sign-send.js';
import { announceSendProgress } from './send-progress.js';
import { OPEN_SENDS_READ } from './sign-queued.js';
import type { SignerContext } from './signer-context.js';

/** A replacement must pay at least this much more than what it replaces (nodes ask for 10 %). */
const REPLACEMENT_BUMP_PER_MILLE = 1125n;
/** A broadcast transaction not mined after this long is looked for on the node, and broadcast again if the node lost it. */
const LOOK_AGAIN_AFTER_MS = 15_000;
/** Sends made final per step at most (each in its own transaction, with what follows from it): signing goes on between. */
const FINISH_BATCH = 200;

/** Whether the node has the transaction (pending or mined). */
async function nodeKnows(context: SignerContext, hash: string): Promise<boolean> {
  try {
    await context.client.getTransaction({ hash: hash as Hex });
    return true;
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return false;
    throw error;
  }
}

/**
 * Gives a stored signed transaction to the node. A node that refuses it because it has it already
 * (a broadcast repeated after a crash) is a success: the transaction is out.
 */
/** What broadcasting needs of a send: a stored row, or a transfer stored a moment ago. */
export type Broadcastable = Pick<ChainSendRow, 'id' | 'rawTx' | 'txHash'>;

async function handOverOne(context: SignerContext, send: Broadcastable): Promise<boolean> {
  try {
    await context.client.sendRawTransaction({ serializedTransaction: send.rawTx as Hex });
    return true;
  } catch (error) {
    if (await nodeKnows(context, send.txHash)) return true;
    await noteSendError(context.db, send.id, error instanceof Error ? error.message : String(error));
    return false;
  }
}

/** Hands these sends to the node side by side (the client batches the calls); answers the ids the node took. */
export async function handOver(context: SignerContext, sends: readonly Broadcastable[]): Promise<number[]> {
  const taken = await Promise.all(sends.map(async (send) => ((await handOverOne(context, send)) ? send.id : null)));
  return taken.filter((id) => id !== null);
}

/** Records sends the node took as broadcast, in one statement, and tells their members' open apps. */
export async function recordBroadcast(context: SignerContext, ids: readonly number[]): Promise<number> {
  await markBroadcast(context.db, ids);
  await announceSendProgress(context.db, ids);
  return ids.length;
}

/** Broadcasts these sends and records the ones the node took. */
export async function broadcast(context: SignerContext, sends: readonly Broadcastable[]): Promise<number> {
  return recordBroadcast(context, await handOver(context, sends));
}

/** Broadcasts every signed send not yet out. */
export async function broadcastSigned(context: SignerContext): Promise<number> {
  return broadcast(context, await sendsIn(context.db, context.network, ['signed'], OPEN_SENDS_READ));
}

async function receiptOf(context: SignerContext, send: ChainSendRow): Promise<TransactionReceipt | null> {
  const hashes = send.minedHash === '' ? [send.txHash, ...send.replacedHashes] : [send.minedHash];
  for (const hash of hashes) {
    try {
      return await context.client.getTransactionReceipt({ hash: hash as Hex });
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
  }
  return null;
}

/**
 * The same transfer at the same nonce with fees at least an eighth higher (and at least what the
 * network asks now); with `cancel` (an operator's, or a cancel replaced again), a transfer of
 * nothing to the sender itself instead (cancel-send.ts).
 */
export async function replace(context: SignerContext, send: ChainSendRow, cancel = isCancelling(send)): Promise<void> {
  const { nonce } = send;
  if (nonce === null) throw new Error(`send ${send.id} is broadcast without a nonce`);
  const estimate = await context.client.estimateFeesPerGas();
  const bump = (old: string | null, now: bigint) => {
    const raised = (BigInt(old ?? '0') * REPLACEMENT_BUMP_PER_MILLE) / 1000n + 1n;
    return raised > now ? raised : now;
  };
  const fees = { maxFeePerGas: bump(send.maxFeePerGas, estimate.maxFeePerGas), maxPriorityFeePerGas: bump(send.maxPriorityFeePerGas, estimate.maxPriorityFeePerGas) };
  const signed = cancel ? await signCancel(context, send, nonce, fees) : await signSend(context, send, nonce, fees);
  await storeSigned(context.db, send, signed);
  await broadcast(context, [{ id: send.id, rawTx: signed.rawTx, txHash: signed.txHash }]);
}

/** Makes a mined send final: confirmed, or failed when it reverted, with what follows from it in the same transaction. */
async function finish(context: SignerContext, send: ChainSendRow, receipt: TransactionReceipt, head: number): Promise<boolean> {
  const mined = { hash: receipt.transactionHash, blockNumber: Number(receipt.blockNumber), confirmations: head - Number(receipt.blockNumber) + 1 };
  const outcome = { ...mined, ...minedOutcome(receipt) };
  return context.db.transaction(async (tx) => {
    const row = await finishSend(tx, send.id, outcome);
    if (row) await context.onFinished?.(tx, row);
    return row !== null;
  });
}

/** How many transactions of each sending address the chain has mined: a send at a nonce below it is mined (it or what replaced it). */
async function minedCounts(context: SignerContext, sends: readonly ChainSendRow[]): Promise<Map<string, number>> {
  const addresses = [...new Set(sends.map((send) => send.fromAddress))];
  const counts = await Promise.all(addresses.map((address) => context.client.getTransactionCount({ address: address as Address, blockTag: 'latest' })));
  return new Map(addresses.map((address, index) => [address, counts[index] ?? 0]));
}

/**
 * Follows broadcast sends. A send whose nonce the chain has used is mined: its receipt is read
 * once, its confirmations are then counted from the head (one statement for all), and at the
 * confirmations its receipt is read again and it is made final. One not mined is replaced when it
 * has waited too long, and broadcast again if the node lost it.
 */
export async function followBroadcast(context: SignerContext): Promise<{ finished: number; replaced: number; more: boolean }> {
  const open = await sendsIn(context.db, context.network, ['broadcast'], OPEN_SENDS_READ);
  if (open.length === 0) return { finished: 0, replaced: 0, more: false };
  const [head, mined] = await Promise.all([context.client.getBlockNumber({ cacheTime: 0 }).then(Number), minedCounts(context, open)]);
  const now = (context.now ?? Date.now)();
  const isMined = (send: ChainSendRow) => send.nonce !== null && send.nonce < (mined.get(send.fromAddress) ?? 0);
  const due = (send: ChainSendRow) => send.blockNumber !== null && head - send.blockNumber + 1 >= context.confirmations;

  const counting = open.filter((send) => isMined(send) && send.blockNumber !== null && !due(send));
  await announceSendProgress(context.db, await noteConfirmations(context.db, counting.map((send) => send.id), head));

  const toRead = open.filter((send) => isMined(send) && (send.blockNumber === null || due(send))).slice(0, FINISH_BATCH);
  const receipts = await Promise.all(toRead.map((send) => receiptOf(context, send)));
  let finished = 0;
  for (const [index, send] of toRead.entries()) {
    const receipt = receipts[index] ?? null;
    if (receipt === null) {
      // The nonce is used and none of this send's hashes is mined (a reorg under way): looked at again next step.
      await noteMined(context.db, send.id, { hash: '', blockNumber: null, confirmations: 0 });
      continue;
    }
    const confirmations = head - Number(receipt.blockNumber) + 1;
    if (confirmations < context.confirmations) {
      await noteMined(context.db, send.id, { hash: receipt.transactionHash, blockNumber: Number(receipt.blockNumber), confirmations });
      await announceSendProgress(context.db, [send.id]);
    }
    else if (await finish(context, send, receipt, head)) finished += 1;
  }

  let replaced = 0;
  const lookAgainAfter = Math.min(LOOK_AGAIN_AFTER_MS, context.replaceAfterMs);
  const waiting = open.filter((send) => !isMined(send) && send.broadcastAt !== null && now - send.broadcastAt.getTime() >= lookAgainAfter);
  for (const send of waiting) {
    if (send.broadcastAt !== null && now - send.broadcastAt.getTime() >= context.replaceAfterMs) {
      await replace(context, send);
      replaced += 1;
    } else if (!(await nodeKnows(context, send.txHash))) {
      await broadcast(context, [send]);
    }
  }
  return { finished, replaced, more: toRead.length === FINISH_BATCH };
}
