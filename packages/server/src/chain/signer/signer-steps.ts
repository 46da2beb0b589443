import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  encodeFunctionData,
  erc20Abi,
  keccak256,
  type Address,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import type { Db, Tx } from '../../db/types.js';
import type { SignerKeys } from './hot-wallet.js';
import {
  HOT_WALLET_SHORT,
  finishSend,
  lockQueued,
  markBroadcast,
  noteMined,
  noteSendError,
  sendsIn,
  storeSigned,
  takeNonce,
  type ChainSendRow,
} from './send-store.js';

/** Gas for one ERC-20 transfer: USDT's costs 41,000 to 63,000; what is not used is not paid. */
const TRANSFER_GAS = 100_000n;
/** A replacement must pay at least this much more than what it replaces (nodes ask for 10 %). */
const REPLACEMENT_BUMP_PER_MILLE = 1125n;
/** Sends in flight read per step at most (signed, broadcast): far more than a hot wallet has pending at once. */
const OPEN_SENDS_READ = 10_000;
/** Sends signed per step at most, so a long queue still lets broadcasting and following run. */
const SIGN_BATCH = 20;

/** What one network's signer works with. Only the signer process makes one: it holds the hot wallet's key. */
export interface SignerContext {
  db: Db;
  network: string;
  token: Address;
  client: PublicClient;
  chainId: number;
  /** The hot wallet: it sends withdrawals. */
  account: PrivateKeyAccount;
  /** Every key of the seed (fee and deposit addresses too), for collection; absent where only withdrawals are sent. */
  keys?: SignerKeys;
  /** Blocks (the mined one counted) before a send is final. */
  confirmations: number;
  /** A broadcast transaction not mined after this long is replaced by one with higher fees, at the same nonce. */
  replaceAfterMs: number;
  now?: () => number;
  /**
   * Told in the transaction that makes a send final, so what follows from it (a withdrawal paid, or
   * refunded with the reason) commits with it or not at all.
   */
  onFinished?(tx: Tx, send: ChainSendRow): Promise<void>;
}

export interface StepResult {
  signed: number;
  broadcast: number;
  finished: number;
  replaced: number;
  /** Work was left (a queue longer than a batch): the next step should follow at once. */
  more: boolean;
}

function transferData(send: ChainSendRow): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [send.toAddress as Address, BigInt(send.units)] });
}

async function signTransfer(context: SignerContext, send: ChainSendRow, nonce: number, fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }) {
  const rawTx = await context.account.signTransaction({
    type: 'eip1559',
    chainId: context.chainId,
    nonce,
    to: context.token,
    data: transferData(send),
    gas: TRANSFER_GAS,
    value: 0n,
    ...fees,
  });
  return { fromAddress: context.account.address, nonce, txHash: keccak256(rawTx), rawTx, ...fees };
}

/** The hot wallet's token units not yet spoken for by sends signed and not final. */
async function spendable(context: SignerContext): Promise<bigint> {
  const balance = await context.client.readContract({ address: context.token, abi: erc20Abi, functionName: 'balanceOf', args: [context.account.address] });
  const open = await sendsIn(context.db, context.network, ['signed', 'broadcast'], OPEN_SENDS_READ);
  return open.reduce((left, send) => (send.minedHash === '' ? left - BigInt(send.units) : left), balance);
}

/**
 * Signs queued sends in order: each in a transaction that takes its nonce and stores the signed
 * transaction and its hash before anything is broadcast, so a crash after it broadcasts what was
 * stored and never signs a second transfer. A send the hot wallet cannot cover stays queued (with
 * why, for operators) and so do those behind it: sends go out in the order they were approved.
 */
async function signQueued(context: SignerContext): Promise<{ signed: number; more: boolean }> {
  const queued = await sendsIn(context.db, context.network, ['queued'], SIGN_BATCH);
  if (queued.length === 0) return { signed: 0, more: false };
  let left = await spendable(context);
  let signed = 0;
  for (const candidate of queued) {
    if (BigInt(candidate.units) > left) {
      await noteSendError(context.db, candidate.id, `${HOT_WALLET_SHORT}: ${left} units spendable, ${candidate.units} needed`);
      return { signed, more: false };
    }
    const fees = await context.client.estimateFeesPerGas();
    const chainNonce = await context.client.getTransactionCount({ address: context.account.address, blockTag: 'pending' });
    const done = await context.db.transaction(async (tx) => {
      const send = await lockQueued(tx, candidate.id);
      if (!send) return false;
      const nonce = await takeNonce(tx, context.network, context.account.address, chainNonce);
      await storeSigned(tx, send, await signTransfer(context, send, nonce, fees));
      return true;
    });
    if (done) {
      signed += 1;
      left -= BigInt(candidate.units);
    }
  }
  return { signed, more: queued.length === SIGN_BATCH };
}

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
 * Broadcasts a stored signed transaction. A node that refuses it because it has it already (a
 * broadcast repeated after a crash) is a success: the transaction is out.
 */
async function broadcast(context: SignerContext, send: ChainSendRow): Promise<boolean> {
  try {
    await context.client.sendRawTransaction({ serializedTransaction: send.rawTx as Hex });
  } catch (error) {
    if (!(await nodeKnows(context, send.txHash))) {
      await noteSendError(context.db, send.id, error instanceof Error ? error.message : String(error));
      return false;
    }
  }
  await markBroadcast(context.db, send.id);
  return true;
}

async function receiptOf(context: SignerContext, send: ChainSendRow): Promise<TransactionReceipt | null> {
  for (const hash of [send.txHash, ...send.replacedHashes]) {
    try {
      return await context.client.getTransactionReceipt({ hash: hash as Hex });
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
  }
  return null;
}

/** The same transfer at the same nonce with fees at least an eighth higher (and at least what the network asks now). */
async function replace(context: SignerContext, send: ChainSendRow): Promise<void> {
  const { nonce } = send;
  if (nonce === null) throw new Error(`send ${send.id} is broadcast without a nonce`);
  const estimate = await context.client.estimateFeesPerGas();
  const bump = (old: string | null, now: bigint) => {
    const raised = (BigInt(old ?? '0') * REPLACEMENT_BUMP_PER_MILLE) / 1000n + 1n;
    return raised > now ? raised : now;
  };
  const fees = { maxFeePerGas: bump(send.maxFeePerGas, estimate.maxFeePerGas), maxPriorityFeePerGas: bump(send.maxPriorityFeePerGas, estimate.maxPriorityFeePerGas) };
  const signed = await signTransfer(context, send, nonce, fees);
  await storeSigned(context.db, send, signed);
  await broadcast(context, { ...send, ...signed, maxFeePerGas: fees.maxFeePerGas.toString(), maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString() });
}

/**
 * Follows broadcast sends: a mined one is counted up and made final at the confirmations (failed
 * when it reverted), with what follows from it in the same transaction; one the node no longer
 * has is broadcast again; one not mined in time is replaced.
 */
async function followBroadcast(context: SignerContext): Promise<{ finished: number; replaced: number }> {
  const open = await sendsIn(context.db, context.network, ['broadcast'], OPEN_SENDS_READ);
  if (open.length === 0) return { finished: 0, replaced: 0 };
  const head = Number(await context.client.getBlockNumber({ cacheTime: 0 }));
  const now = (context.now ?? Date.now)();
  let finished = 0;
  let replaced = 0;
  for (const send of open) {
    const receipt = await receiptOf(context, send);
    if (receipt) {
      const mined = { hash: receipt.transactionHash, blockNumber: Number(receipt.blockNumber), confirmations: head - Number(receipt.blockNumber) + 1 };
      if (mined.confirmations < context.confirmations) {
        await noteMined(context.db, send.id, mined);
        continue;
      }
      const outcome = receipt.status === 'success' ? { status: 'confirmed' as const, ...mined } : { status: 'failed' as const, ...mined, failure: 'reverted' };
      const done = await context.db.transaction(async (tx) => {
        const row = await finishSend(tx, send.id, outcome);
        if (row) await context.onFinished?.(tx, row);
        return row !== null;
      });
      if (done) finished += 1;
    } else if (send.broadcastAt !== null && now - send.broadcastAt.getTime() >= context.replaceAfterMs) {
      await replace(context, send);
      replaced += 1;
    } else if (!(await nodeKnows(context, send.txHash))) {
      await broadcast(context, send);
    }
  }
  return { finished, replaced };
}

/** One step of a network's signer: sign what is queued, broadcast what is signed, follow what is out. */
export async function signerStep(context: SignerContext): Promise<StepResult> {
  const signing = await signQueued(context);
  let broadcastCount = 0;
  for (const send of await sendsIn(context.db, context.network, ['signed'], OPEN_SENDS_READ)) {
    if (await broadcast(context, send)) broadcastCount += 1;
  }
  const following = await followBroadcast(context);
  return { signed: signing.signed, broadcast: broadcastCount, ...following, more: signing.more };
}
