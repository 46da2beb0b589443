import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Address, Hash } from 'viem';
import { startAnvil } from './anvil-process.js';
import { DEMO_USDT_DECIMALS, deployDemoToken, isDemoTokenAt, mintDemoUsdt, sendDemoUsdt } from './demo-token.js';
import { DEMO_USDT_ARTIFACT } from './demo-usdt-artifact.js';
import { DEV_CHAIN_ID, devChainClients } from './dev-chain-clients.js';
import { readDevChainRecord, writeDevChainRecord, type DevChainRecord } from './dev-chain-file.js';
import { recordedChainStatus } from './recorded-chain.js';

/** Where the chain itself is kept between starts, beside the embedded database. */
export const DEV_CHAIN_STATE_FILE = 'dev-chain-state.json';
/**
 * anvil writes its state on a clean exit (the keeper sees to that, even when this process is
 * killed); also this often, for the rarer case where anvil itself is killed.
 */
const STATE_INTERVAL_SECONDS = 30;
/** A funded wallet's gas money: 100 ether of the development chain, worth nothing and plenty for its transfers. */
const WALLET_GAS_WEI = 10n ** 20n;

export interface DevChainLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface DevChainOptions {
  /** DATA_DIR: the chain's state and its record (dev-chain.json) are kept here. */
  dataDir: string;
  /** Seconds between blocks. */
  blockTimeSeconds: number;
  log: DevChainLog;
  /** A fixed port (for a wallet set up by hand); a free one by default. */
  port?: number;
}

export interface DevChain {
  rpcUrl: string;
  chainId: number;
  /** Checksummed. */
  tokenAddress: Address;
  tokenDecimals: typeof DEMO_USDT_DECIMALS;
  faucetAddress: Address;
  /** Sends `amount` demo USDT (a decimal text such as "25.5") to `to`; answers the transaction's hash. */
  faucet: (to: string, amount: string) => Promise<Hash>;
  /** Gives `address` gas money and tops its demo USDT up to `units` (the demo's hot wallet, which the in-process signer sends from). */
  fundWallet: (address: Address, units: bigint) => Promise<void>;
  /** Stops the chain (its state is kept for the next start); a chain another process runs is left running. */
  stop: () => Promise<void>;
}

/** The chain a record describes, stopped by `stop`. */
function devChainOf(record: DevChainRecord, stop: () => Promise<void>): DevChain {
  const chain = devChainClients(record.rpcUrl);
  const accounts = { token: record.tokenAddress, faucet: record.faucetAddress, minter: record.minterAddress };
  return {
    rpcUrl: record.rpcUrl,
    chainId: DEV_CHAIN_ID,
    tokenAddress: record.tokenAddress,
    tokenDecimals: DEMO_USDT_DECIMALS,
    faucetAddress: record.faucetAddress,
    faucet: (to, amount) => sendDemoUsdt(chain, accounts, to, amount),
    fundWallet: async (address, units) => {
      await chain.control.setBalance({ address, value: WALLET_GAS_WEI });
      const held = await chain.reader.readContract({ address: record.tokenAddress, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'balanceOf', args: [address] });
      if (held < units) await mintDemoUsdt(chain, { token: record.tokenAddress, minter: record.minterAddress, to: address, units: units - held });
    },
    stop,
  };
}

/** Starts anvil on DATA_DIR's state, and deploys the token unless the state still has it. */
async function startOwnChain(options: DevChainOptions, remembered: DevChainRecord | null): Promise<DevChain> {
  const { dataDir, log } = options;
  const anvil = await startAnvil({
    chainId: DEV_CHAIN_ID,
    blockTimeSeconds: options.blockTimeSeconds,
    ...(options.port === undefined ? {} : { port: options.port }),
    state: { file: path.join(dataDir, DEV_CHAIN_STATE_FILE), intervalSeconds: STATE_INTERVAL_SECONDS },
    onUnexpectedExit: (detail) => {
      log.warn(`the development chain stopped: ${detail}`);
    },
  });
  try {
    const chain = devChainClients(anvil.rpcUrl);
    const [minter, faucet] = await chain.sender.getAddresses();
    if (minter === undefined || faucet === undefined) throw new Error('anvil has fewer than two dev accounts');
    const kept = remembered !== null && (await isDemoTokenAt(chain, remembered.tokenAddress));
    const tokenAddress = kept ? remembered.tokenAddress : await deployDemoToken(chain, { deployer: minter, faucet });
    const record = { rpcUrl: anvil.rpcUrl, chainId: DEV_CHAIN_ID, tokenAddress, tokenDecimals: DEMO_USDT_DECIMALS, minterAddress: minter, faucetAddress: faucet };
    await writeDevChainRecord(dataDir, record);
    log.info(`development chain at ${anvil.rpcUrl} (chain id ${DEV_CHAIN_ID}, a block every ${options.blockTimeSeconds} s); demo USDT ${kept ? 'kept' : 'deployed'} at ${tokenAddress}`);
    return devChainOf(record, anvil.stop);
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/**
 * Starts the embedded demo's local chain: anvil on 127.0.0.1 with its state in DATA_DIR, the demo
 * USDT token deployed once from anvil's first dev account (found again after a restart when its
 * code is still there, deployed afresh otherwise) and a faucet (the second dev account) holding
 * demo USDT. When another process of this DATA_DIR already runs the chain (several servers on one
 * PostgreSQL), that one is used, and left running by `stop()`: there is one demo chain, not one per
 * process. The caller asks `assertDevChainAllowed` first: this never runs in production.
 */
export async function startDevChain(options: DevChainOptions): Promise<DevChain> {
  const { dataDir, log } = options;
  if (!(options.blockTimeSeconds > 0 && Number.isFinite(options.blockTimeSeconds))) throw new RangeError(`blockTimeSeconds must be a positive number of seconds, not ${options.blockTimeSeconds}`);
  log.warn("Starting a DEVELOPMENT chain (anvil) with a demo USDT token: for the demo only. Its tokens are worth nothing, and its accounts' keys are published.");
  await mkdir(dataDir, { recursive: true });
  const remembered = await readDevChainRecord(dataDir);
  if (remembered !== null && (await recordedChainStatus(remembered)) === 'running') {
    log.info(`development chain at ${remembered.rpcUrl} already runs for this DATA_DIR (another process started it): using it; demo USDT at ${remembered.tokenAddress}`);
    return devChainOf(remembered, () => Promise.resolve());
  }
  return startOwnChain(options, remembered);
}
