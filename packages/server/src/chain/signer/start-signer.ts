import { createHash } from 'node:crypto';
import { createPublicClient, http, type Address, type PublicClient } from 'viem';
import type { Database } from '../../db/client.js';
import type { Db } from '../../db/types.js';
import type { WalletPolicy } from '../chain-config.js';
import { startOwnedLoop, type OwnedLoop, type OwnedLoopLog } from '../owned-loop.js';
import { reserveAttester } from './attest-reserves.js';
import { collect } from './collect.js';
import type { SignerKeys } from './hot-wallet.js';
import { signerHeartbeat } from './signer-heartbeat.js';
import { startSigningPool } from './signing-pool.js';
import { signerStep, type SignerContext, type StepResult } from './signer-steps.js';

/** Advisory lock keys of the signers: this base plus a number made from the network's name (the watchers' are 4,206,871,000 on). */
const SIGNER_LOCK_BASE = 4_206_872_000;
/** Time from one step's start to the next while nothing is queued: an approved withdrawal waits at most this long to be signed. An idle step is one indexed read. */
const SIGNER_INTERVAL_MS = 250;
/** Time between two rounds of collection planning (balances of deposit addresses with new deposits, and the hot wallet's). */
const COLLECT_EVERY_MS = 10_000;
/** A transaction not mined within this long is replaced with higher fees. */
const DEFAULT_REPLACE_AFTER_MS = 180_000;
/** Calls per JSON-RPC batch at most. */
const RPC_BATCH_SIZE = 100;
/** An RPC that does not answer within this long counts as failed (the loop retries with backoff). */
const RPC_TIMEOUT_MS = 10_000;

/** The advisory lock whose holder signs for `network`: one signer per network across all processes, so one nonce sequence. */
export function signerLockKey(network: string): number {
  return SIGNER_LOCK_BASE + (createHash('sha256').update(network).digest().readUInt16BE(0) % 1000);
}

export interface SignerOptions {
  db: Db;
  database: Pick<Database, 'tryAdvisoryLock'>;
  network: string;
  rpcUrl: string;
  token: Address;
  confirmations: number;
  /** The seed's keys: the hot wallet sends withdrawals; the fee and deposit keys sweep. */
  keys: SignerKeys;
  /**
   * The network's collection policy (CHAIN_<NET>_SWEEP_MIN, _HOT_CEILING, _COLD_ADDRESS): sweeps
   * and moves to cold storage are planned by it (collect.ts), and its cold address is listed in
   * the proof of reserves.
   */
  wallets?: WalletPolicy;
  log: OwnedLoopLog;
  intervalMs?: number;
  replaceAfterMs?: number;
  onFinished?: SignerContext['onFinished'];
  /** Told after each step (tests, metrics). */
  onStep?(result: StepResult): void;
}

/**
 * Runs a network's signer in whichever process holds its lock (chain/owned-loop.ts): signs what is
 * queued, broadcasts what is signed, follows what is out. The chain id is asked of the RPC once,
 * before the first step, and every transaction is signed for it.
 */
export function startSigner(options: SignerOptions): OwnedLoop & { ready: Promise<boolean> } {
  // Calls made side by side (broadcasts, receipts) go to the node in JSON-RPC batches.
  const client = createPublicClient({ transport: http(options.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0, batch: { batchSize: RPC_BATCH_SIZE } }) }) as PublicClient;
  let chainId: number | null = null;
  const attestReservesIfDue = reserveAttester(options.log);
  const heartbeat = signerHeartbeat(options.db, options.network, options.keys);
  const signingPool = startSigningPool();
  let lastCollect = 0;
  const collectDue = () => {
    if (options.wallets === undefined || Date.now() - lastCollect < COLLECT_EVERY_MS) return false;
    lastCollect = Date.now();
    return true;
  };
  const loop = startOwnedLoop({
    database: options.database,
    lockKey: signerLockKey(options.network),
    name: `the ${options.network} signer`,
    log: options.log,
    intervalMs: options.intervalMs ?? SIGNER_INTERVAL_MS,
    step: async () => {
      await signingPool.ready;
      chainId ??= await client.getChainId();
      const context: SignerContext = {
        db: options.db,
        network: options.network,
        token: options.token,
        client,
        chainId,
        account: options.keys.hot,
        keys: options.keys,
        signingPool,
        confirmations: options.confirmations,
        replaceAfterMs: options.replaceAfterMs ?? DEFAULT_REPLACE_AFTER_MS,
        ...(options.wallets ? { wallets: options.wallets } : {}),
        ...(options.onFinished ? { onFinished: options.onFinished } : {}),
      };
      const result = await signerStep(context);
      // Collection is planned now and then (it reads balances); what it queues goes out in the next steps.
      if (collectDue()) await collect(context);
      // After the sends: proof of reserves for a new liabilities snapshot (one read when there is none).
      await attestReservesIfDue({ ...options, client, chainId });
      await heartbeat.stepped(result);
      options.onStep?.(result);
      return result;
    },
    onFailure: (error) => heartbeat.failed(error),
  });
  return {
    /** The signing threads are loaded (true: with libsecp256k1): from here a step signs at full pace. */
    ready: signingPool.ready,
    isLeader: () => loop.isLeader(),
    async stop() {
      await loop.stop();
      await signingPool.close();
    },
  };
}
