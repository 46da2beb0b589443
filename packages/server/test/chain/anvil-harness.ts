import { createClient, encodeFunctionData, http, rpcSchema, type Address, type Hex, type TransactionReceipt } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { startAnvil } from '../../src/chain/dev/anvil-process.js';
import { deployDemoToken } from '../../src/chain/dev/demo-token.js';
import { DEMO_USDT_ARTIFACT } from '../../src/chain/dev/demo-usdt-artifact.js';
import { DEV_CHAIN_ID, devChainClients, type DevChainClients } from '../../src/chain/dev/dev-chain-clients.js';

/**
 * A real EVM chain for integration tests: anvil on a free port, in memory (no state file), with the
 * demo USDT token deployed. Each transaction is mined at once (anvil's automine), and blocks are
 * made on demand with `mine`, so a test decides when confirmations grow and never waits for a
 * block interval. `anvilForThisFile()` starts one per test file and stops it after the file.
 */

/** A token transfer to put into the new branch of a re-org. */
export interface ReorgTransfer {
  from: Address;
  to: Address;
  units: bigint;
  /** Which of the new blocks holds it: 0 is the first (the fork point's child), at most depth - 1. */
  blockOffset: number;
}

export interface AnvilHarness {
  rpcUrl: string;
  chainId: number;
  /** viem clients on the chain: `reader` (public), `sender` (wallet on the unlocked accounts), `control` (anvil). */
  clients: DevChainClients;
  /** anvil's unlocked dev accounts: [0] deployed the token and is its only minter. */
  accounts: readonly Address[];
  /** `accounts[index]`, or a failure when anvil has no such account. */
  account(index: number): Address;
  token: Address;
  /** Mints `units` (6-decimal token units) to `to`. */
  mint(to: Address, units: bigint): Promise<TransactionReceipt>;
  /** Transfers `units` from one of the dev accounts (it must hold them). */
  transfer(from: Address, to: Address, units: bigint): Promise<TransactionReceipt>;
  balanceOf(address: Address): Promise<bigint>;
  /** The latest block's number. */
  head(): Promise<bigint>;
  /** Mines `blocks` empty blocks at once; answers the new head. */
  mine(blocks?: number): Promise<bigint>;
  /** Saves the chain's state; `revert(id)` returns to it once (anvil forgets a snapshot it reverted to). */
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  /**
   * A real re-org (`anvil_reorg`): the last `depth` blocks are replaced by as many new ones, with
   * new hashes, holding `transfers` at their offsets; what the replaced blocks held is dropped.
   * The head's number stays the same.
   */
  reorg(depth: number, transfers?: readonly ReorgTransfer[]): Promise<void>;
  stop: () => Promise<void>;
}

/** anvil's re-org call, which viem's test actions lack: positional `[depth, [[transaction, blockOffset], …]]`. */
type ReorgTransaction = { from: Address; to: Address; data: Hex };
type AnvilReorgSchema = [{ Method: 'anvil_reorg'; Parameters: [number, [ReorgTransaction, number][]]; ReturnType: null }];

export async function startAnvilHarness(): Promise<AnvilHarness> {
  const anvil = await startAnvil({ chainId: DEV_CHAIN_ID });
  try {
    const clients = devChainClients(anvil.rpcUrl);
    const reorgClient = createClient({ transport: http(anvil.rpcUrl), rpcSchema: rpcSchema<AnvilReorgSchema>() });
    const accounts = await clients.sender.getAddresses();
    const [minter, faucet] = accounts;
    if (minter === undefined || faucet === undefined) throw new Error('anvil has fewer than two dev accounts');
    const token = await deployDemoToken(clients, { deployer: minter, faucet });
    const transferData = (to: Address, units: bigint) => encodeFunctionData({ abi: DEMO_USDT_ARTIFACT.abi, functionName: 'transfer', args: [to, units] });
    const mined = async (hash: Hex) => clients.reader.waitForTransactionReceipt({ hash });
    return {
      rpcUrl: anvil.rpcUrl,
      chainId: DEV_CHAIN_ID,
      clients,
      accounts,
      account: (index) => {
        const address = accounts[index];
        if (address === undefined) throw new Error(`anvil has no dev account ${index}`);
        return address;
      },
      token,
      mint: async (to, units) => mined(await clients.sender.writeContract({ address: token, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'mint', args: [to, units], account: minter })),
      transfer: async (from, to, units) => mined(await clients.sender.writeContract({ address: token, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'transfer', args: [to, units], account: from })),
      balanceOf: (address) => clients.reader.readContract({ address: token, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'balanceOf', args: [address] }),
      head: () => clients.reader.getBlockNumber({ cacheTime: 0 }),
      mine: async (blocks = 1) => {
        await clients.control.mine({ blocks });
        return clients.reader.getBlockNumber({ cacheTime: 0 });
      },
      snapshot: () => clients.control.snapshot(),
      revert: (id) => clients.control.revert({ id }),
      reorg: async (depth, transfers = []) => {
        await reorgClient.request({
          method: 'anvil_reorg',
          params: [depth, transfers.map(({ from, to, units, blockOffset }): [ReorgTransaction, number] => [{ from, to: token, data: transferData(to, units) }, blockOffset])],
        });
      },
      stop: anvil.stop,
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** One chain for the test file: started before its first test, stopped after its last. */
export function anvilForThisFile(): () => AnvilHarness {
  let harness: AnvilHarness | undefined;
  beforeAll(async () => {
    harness = await startAnvilHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });
  return () => {
    if (harness === undefined) throw new Error('the chain is started in beforeAll: use it inside a test');
    return harness;
  };
}
