import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { findDepositOwners } from './deposit-address-store.js';
import { isWatched, type DepositNetwork } from './deposit-networks.js';
import { assertDevChainAllowed } from './dev/dev-chain-guard.js';
import { startDevChain, type DevChain } from './dev/dev-chain.js';
import type { OwnedLoop } from './owned-loop.js';
import { startDemoSigner } from './signer/demo-signer.js';
import { startChainWatcher, type ChainWatcher } from './watcher/chain-watcher.js';
import type { ChainReader } from './watcher/chain-reader.js';
import { TRON_RANGE_SIZE, createTronChainReader } from './watcher/tron-chain-reader.js';
import { createViemChainReader } from './watcher/viem-chain-reader.js';

export interface ChainLog {
  info(message: string): void;
  warn(message: string): void;
  error(error: unknown, message: string): void;
}

export interface RunningChain {
  /** The embedded demo's development chain (its faucet); absent when the chain is configured or off. */
  devChain: DevChain | undefined;
  stop(): Promise<void>;
}

/**
 * Starts what reads the chains: in the embedded demo first a development chain with its demo
 * token (chain/dev/), whose node and token the demo's EVM network then takes, and the demo's
 * in-process signer (chain/signer/demo-signer.ts); then one watcher per
 * network a watcher can read, each running in whichever process holds that network's lock.
 */
export async function startChain(deps: AppDeps, database: Pick<Database, 'tryAdvisoryLock'>, log: ChainLog): Promise<RunningChain> {
  const { config } = deps;
  let devChain: DevChain | undefined;
  let demoSigner: OwnedLoop | undefined;
  if (config.chain.mode === 'demo') {
    assertDevChainAllowed(config);
    devChain = await startDevChain({ dataDir: config.dataDir, blockTimeSeconds: config.chainTiming.demoBlockSeconds, log });
    for (const network of deps.chain.values()) {
      if (network.family !== 'evm') continue;
      network.rpcUrl = devChain.rpcUrl;
      network.token = devChain.tokenAddress;
    }
    demoSigner = await startDemoSigner(deps, database, devChain, config.chain.seedFile, log);
  }
  const watchers: ChainWatcher[] = [];
  for (const network of deps.chain.values()) {
    if (!isWatched(network)) {
      // Only the demo has a network without a node: configured networks come with theirs.
      log.warn(`${network.network}: the embedded demo has no ${network.network} node; its channel keeps its shared address and operator review`);
      continue;
    }
    watchers.push(watch(deps, database, network, log));
  }
  return {
    devChain,
    async stop() {
      await Promise.all([...watchers, ...(demoSigner ? [demoSigner] : [])].map((loop) => loop.stop()));
      await devChain?.stop();
    },
  };
}

/** The network's reader: EVM through its JSON-RPC endpoint, TRON through TronGrid's solidified HTTP API. */
function readerOf(network: DepositNetwork & { rpcUrl: string }): ChainReader {
  return network.family === 'tron' ? createTronChainReader({ apiUrl: network.rpcUrl, apiKey: network.apiKey }) : createViemChainReader(network.rpcUrl);
}

function watch(deps: AppDeps, database: Pick<Database, 'tryAdvisoryLock'>, network: DepositNetwork & { rpcUrl: string; token: string }, log: ChainLog): ChainWatcher {
  return startChainWatcher({
    db: deps.db,
    database,
    watched: {
      network: network.network,
      token: network.token,
      decimals: network.decimals,
      confirmations: network.confirmations,
      ...(network.family === 'tron' ? { rangeSize: TRON_RANGE_SIZE } : {}),
    },
    reader: readerOf(network),
    intervalMs: deps.config.chainTiming.pollMs,
    settings: deps.settings,
    ownersOf: (addresses) => findDepositOwners(deps.db, network.network, addresses),
    log,
  });
}
