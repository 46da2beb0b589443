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
  /** Every thread has loaded its code (a fraction of a second after the start); true when they sign with libsecp256k1. */
  ready: Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Each thread is plain JavaScript evaluated in place (no file to find, built or not), loading
 * viem and, when its binary loads, libsecp256k1 (the `secp256k1` package's prebuilt binding, the
 * library Bitcoin Core signs with: about six times faster than JavaScript's curve here). Both
 * sign the same bytes: RFC 6979 nonces and low s, so a transaction signed either way is the same
 * transaction (signing-pool.unit.test.ts checks it against viem's own signature).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { privateKeyToAccount } = require(workerData.accountsPath);
const { serializeTransaction, keccak256, hexToBytes, bytesToHex } = require(workerData.viemPath);
let native = null;
try {
  native = require(workerData.nativePath);
} catch {
  // No binary for this platform: viem's JavaScript signs (correct, slower).
}
const accounts = new Map();
const keys = new Map();
function signer(privateKey) {
  if (native !== null) {
    let key = keys.get(privateKey);
    if (key === undefined) {
      key = hexToBytes(privateKey);
      keys.set(privateKey, key);
    }
    return async (transaction) => {
      const { signature, recid } = native.ecdsaSign(keccak256(serializeTransaction(transaction), 'bytes'), key);
      return serializeTransaction(transaction, { r: bytesToHex(signature.subarray(0, 32)), s: bytesToHex(signature.subarray(32, 64)), yParity: recid });
    };
  }
  let account = accounts.get(privateKey);
  if (account === undefined) {
    account = privateKeyToAccount(privateKey);
    accounts.set(privateKey, account);
  }
  return (transaction) => account.signTransaction(transaction);
}
parentPort.on('message', async ({ id, privateKey, transactions }) => {
  try {
    const sign = signer(privateKey);
    const signed = [];
    for (const transaction of transactions) signed.push(await sign(transaction));
    parentPort.postMessage({ id, signed });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// Warmed before it says it is ready: the first signatures of a fresh thread run several times
// slower, before the engine has compiled the code.
(async () => {
  const sign = signer('0x' + '11'.repeat(32));
  for (let nonce = 0; nonce < workerData.warmUp; nonce += 1) {
    await sign({ type: 'eip1559', chainId: 1, nonce, to: '0x' + '22'.repeat(20), value: 0n, gas: 21000n, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n });
  }
  parentPort.postMessage({ id: 0, ready: true, native: native !== null });
})();
`;

interface Answer {
  id: number;
  ready?: boolean;
  native?: boolean;
  signed?: Hex[];
  error?: string;
}

/** Signatures a thread makes with a throwaway key before it is ready (a few tens of milliseconds). */
const WARM_UP_SIGNATURES = 200;
/** Fewer transactions than this per thread are not worth a message: they are signed by one thread. */
const MIN_PER_THREAD = 16;

/**
 * A pool of `size` threads, by default one per core but one: that one is left to the main thread
 * and the node, so a batch is broadcast while the next is signed instead of waiting for a core.
 */
export function startSigningPool(size = availableParallelism()): SigningPool {
  const require = createRequire(import.meta.url);
  const paths = { accountsPath: require.resolve('viem/accounts'), viemPath: require.resolve('viem'), nativePath: require.resolve('secp256k1/bindings') };
  const pending = new Map<number, { resolve(signed: Hex[]): void; reject(error: Error): void }>();
  let nextId = 0;
  const loaded: Promise<boolean>[] = [];
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...paths, warmUp: WARM_UP_SIGNATURES } });
    loaded.push(
      new Promise<boolean>((resolve, reject) => {
        worker.once('message', (answer: Answer) => {
          resolve(answer.native === true);
        });
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
  const ready = Promise.all(loaded).then((natives) => natives.every(Boolean));
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
