import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Hex, TransactionSerializableEIP1559 } from 'viem';

/**
 * Signing threads. Signing is the signer's one CPU-bound part (about a third of a millisecond per
 * transaction in JavaScript's secp256k1), and while it runs on the main thread nothing is
 * broadcast or stored; in threads of their own a batch is signed while the previous one is
 * broadcast, and on several cores at once. The threads hold nothing between calls but the
 * accounts they were handed keys for, in this same process (the signer's).
 */
export interface SigningPool {
  /** Signs each transaction with `privateKey`, in order. */
  sign(privateKey: Hex, transactions: readonly TransactionSerializableEIP1559[]): Promise<Hex[]>;
  /** Every thread has loaded its code (a fraction of a second after the start). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Each thread is plain JavaScript evaluated in place (no file to find, built or not) and loads viem's accounts from the path this module resolves. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { privateKeyToAccount } = require(workerData.accountsPath);
const accounts = new Map();
parentPort.postMessage({ id: 0, ready: true });
parentPort.on('message', async ({ id, privateKey, transactions }) => {
  try {
    let account = accounts.get(privateKey);
    if (account === undefined) {
      account = privateKeyToAccount(privateKey);
      accounts.set(privateKey, account);
    }
    const signed = [];
    for (const transaction of transactions) signed.push(await account.signTransaction(transaction));
    parentPort.postMessage({ id, signed });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Answer {
  id: number;
  ready?: boolean;
  signed?: Hex[];
  error?: string;
}

/** Fewer transactions than this per thread are not worth a message: they are signed by one thread. */
const MIN_PER_THREAD = 16;

/**
 * A pool of `size` threads, by default one per core: while they sign, the main thread waits on
 * them inside the batch's database transaction, so it does not need a core of its own.
 */
export function startSigningPool(size = availableParallelism()): SigningPool {
  const accountsPath = createRequire(import.meta.url).resolve('viem/accounts');
  const pending = new Map<number, { resolve(signed: Hex[]): void; reject(error: Error): void }>();
  let nextId = 0;
  const loaded: Promise<void>[] = [];
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { accountsPath } });
    loaded.push(
      new Promise<void>((resolve, reject) => {
        worker.once('message', () => { resolve(); });
        worker.once('error', reject);
      }),
    );
    worker.on('message', (answer: Answer) => {
      if (answer.ready === true) return;
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.signed) waiting?.resolve(answer.signed);
      else waiting?.reject(new Error(`signing thread: ${answer.error ?? 'no answer'}`));
    });
    worker.on('error', (error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    // An idle pool does not keep the process alive.
    worker.unref();
    return worker;
  });
  const ask = (worker: Worker, privateKey: Hex, transactions: readonly TransactionSerializableEIP1559[]) =>
    new Promise<Hex[]>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      worker.postMessage({ id: nextId, privateKey, transactions });
    });
  const ready = Promise.all(loaded).then(() => undefined);
  // Said to whoever signs; not a rejection left unobserved before then.
  ready.catch(() => undefined);
  return {
    ready,
    async sign(privateKey, transactions) {
      const threads = Math.max(1, Math.min(workers.length, Math.floor(transactions.length / MIN_PER_THREAD)));
      const share = Math.ceil(transactions.length / threads);
      const parts = await Promise.all(
        workers.slice(0, threads).map((worker, index) => ask(worker, privateKey, transactions.slice(index * share, (index + 1) * share))),
      );
      return parts.flat();
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
