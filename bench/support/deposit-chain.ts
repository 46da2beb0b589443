import { DEMO_USDT_ARTIFACT, DEMO_USDT_DECIMALS, DEV_CHAIN_ID, deployDemoToken, devChainClients, mintDemoUsdt, startAnvil } from '@meridian/server';

type Hex = `0x${string}`;

/** What each sender is minted: far more than the run sends (10,100 transfers of about 100 USDT). */
const SENDER_FLOAT = 10n ** 9n * 10n ** BigInt(DEMO_USDT_DECIMALS);
/** A token transfer costs about 35,000 to 52,000 gas; given, so neither viem nor anvil estimates each one. */
const TRANSFER_GAS = 100_000n;

export interface PlannedTransfer {
  to: Hex;
  units: bigint;
}

export interface MinedTransfers {
  block: number;
  /** Date.now() when anvil answered the mine: the block is readable from then on. */
  minedAt: number;
  txHashes: Hex[];
}

export interface BareGetLogs {
  blocks: number;
  logs: number;
  ms: number;
}

/**
 * bench:deposits' development chain: anvil with no block time and automine off once set up, so
 * transactions wait in its pool and a block is made only when the benchmark mines one (anvil_mine),
 * with as many transfers in it as were sent since. The demo token is deployed as the embedded demo
 * deploys it, and nine of anvil's unlocked accounts hold tokens to send; each sender's nonce is
 * counted here, so a hundred sends go out at once without racing for one.
 */
export class DepositChain {
  private readonly nonces = new Map<Hex, number>();
  private nextSender = 0;

  private constructor(
    readonly rpcUrl: string,
    readonly token: Hex,
    private readonly clients: ReturnType<typeof devChainClients>,
    private readonly senders: readonly Hex[],
    private readonly stopAnvil: () => Promise<void>,
  ) {}

  static async start(): Promise<DepositChain> {
    const anvil = await startAnvil({ chainId: DEV_CHAIN_ID });
    try {
      const clients = devChainClients(anvil.rpcUrl);
      const [minter, ...senders] = await clients.sender.getAddresses();
      const [firstSender] = senders;
      if (minter === undefined || firstSender === undefined) throw new Error('anvil has fewer than two dev accounts');
      const token = await deployDemoToken(clients, { deployer: minter, faucet: firstSender });
      for (const sender of senders.slice(1)) await mintDemoUsdt(clients, { token, minter, to: sender, units: SENDER_FLOAT });
      await clients.control.setAutomine(false);
      const chain = new DepositChain(anvil.rpcUrl, token, clients, senders, anvil.stop);
      for (const sender of senders) chain.nonces.set(sender, await clients.reader.getTransactionCount({ address: sender, blockTag: 'pending' }));
      return chain;
    } catch (error) {
      await anvil.stop();
      throw error;
    }
  }

  async head(): Promise<number> {
    return Number(await this.clients.reader.getBlockNumber({ cacheTime: 0 }));
  }

  /** Sends the transfers into anvil's pool, senders taking turns, each with its next nonce. */
  async send(transfers: readonly PlannedTransfer[]): Promise<Hex[]> {
    const sends = transfers.map((transfer) => {
      const account = this.senders[this.nextSender % this.senders.length];
      this.nextSender += 1;
      if (account === undefined) throw new Error('no sender');
      const nonce = this.nonces.get(account) ?? 0;
      this.nonces.set(account, nonce + 1);
      return this.clients.sender.writeContract({
        address: this.token,
        abi: DEMO_USDT_ARTIFACT.abi,
        functionName: 'transfer',
        args: [transfer.to, transfer.units],
        account,
        nonce,
        gas: TRANSFER_GAS,
      });
    });
    return Promise.all(sends);
  }

  /** Sends the transfers and mines one block holding all of them (refused if one was left out). */
  async mineTransfers(transfers: readonly PlannedTransfer[]): Promise<MinedTransfers> {
    const txHashes = await this.send(transfers);
    const { head, minedAt } = await this.mine(1);
    const block = await this.clients.reader.getBlock({ blockNumber: BigInt(head) });
    const included = new Set(block.transactions);
    const missing = txHashes.filter((hash) => !included.has(hash));
    if (missing.length > 0) throw new Error(`block ${head} left out ${missing.length} of ${txHashes.length} transfers`);
    return { block: head, minedAt, txHashes };
  }

  /** Mines `blocks` blocks (anvil puts whatever waits in its pool into the first) and answers the new head and when. */
  async mine(blocks: number): Promise<{ head: number; minedAt: number }> {
    await this.clients.control.mine({ blocks });
    const minedAt = Date.now();
    return { head: await this.head(), minedAt };
  }

  /**
   * The baseline: the token's Transfer logs of blocks from..to through viem's own getLogs (decoded,
   * strict, as the watcher asks), `rangeSize` blocks per request one after another, and nothing else.
   */
  async bareGetLogs(from: number, to: number, rangeSize: number): Promise<BareGetLogs> {
    const started = performance.now();
    let logs = 0;
    for (let start = from; start <= to; start += rangeSize) {
      const events = await this.clients.reader.getContractEvents({
        address: this.token,
        abi: DEMO_USDT_ARTIFACT.abi,
        eventName: 'Transfer',
        fromBlock: BigInt(start),
        toBlock: BigInt(Math.min(to, start + rangeSize - 1)),
        strict: true,
      });
      logs += events.length;
    }
    return { blocks: to - from + 1, logs, ms: performance.now() - started };
  }

  /** Gives `address` the network's coin for gas and `units` of the token (minted), mined at once. */
  async fund(address: Hex, units: bigint): Promise<void> {
    const [minter] = await this.clients.sender.getAddresses();
    if (minter === undefined) throw new Error('anvil has no dev account');
    await this.clients.control.setBalance({ address, value: 10n ** 21n });
    const nonce = await this.clients.reader.getTransactionCount({ address: minter, blockTag: 'pending' });
    await this.clients.sender.writeContract({ address: this.token, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'mint', args: [address, units], account: minter, nonce, gas: TRANSFER_GAS });
    await this.mine(1);
  }

  async balanceOf(address: Hex): Promise<bigint> {
    return this.clients.reader.readContract({ address: this.token, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'balanceOf', args: [address] });
  }

  async transactionCount(address: Hex): Promise<number> {
    return this.clients.reader.getTransactionCount({ address, blockTag: 'latest' });
  }

  stop(): Promise<void> {
    return this.stopAnvil();
  }
}
