import { createHash } from 'node:crypto';
import type { ChainBlockHeader, ChainReader, TokenTransfer, TransactionTransfers } from '../../../src/chain/watcher/chain-reader.js';

type PendingTransfer = Pick<TokenTransfer, 'txHash' | 'from' | 'to' | 'units'>;
interface FakeBlock {
  header: ChainBlockHeader;
  transfers: PendingTransfer[];
}

const hashOf = (text: string) => `0x${createHash('sha256').update(text).digest('hex')}`;

/**
 * An in-memory chain of the one token the tests watch: blocks are mined on demand, transfers wait
 * for the next block, and `reorg` replaces the newest blocks with a branch of other hashes. It can
 * be told to fail its next calls (an RPC down) or to answer every log twice.
 */
export class FakeChain implements ChainReader {
  private readonly blocks: FakeBlock[] = [];
  private pending: PendingTransfer[] = [];
  private branch = 0;
  private sent = 0;
  /** Calls left to fail, as an unreachable RPC does. */
  failures = 0;
  /** Every log answered twice (a provider that repeats itself). */
  repeatLogs = false;

  constructor(readonly token = '0x00000000000000000000000000000000000000aa') {
    this.blocks.push({ header: { number: 0, hash: hashOf('genesis'), parentHash: hashOf('none') }, transfers: [] });
  }

  get head(): number {
    return this.blocks.length - 1;
  }

  /** Queues a transfer for the next block; answers its tx hash. */
  transfer(to: string, units: bigint, from = '0x00000000000000000000000000000000000000f1'): string {
    this.sent += 1;
    const txHash = hashOf(`tx:${this.sent}`);
    this.pending.push({ txHash, from, to, units });
    return txHash;
  }

  mine(count = 1): void {
    for (let index = 0; index < count; index += 1) {
      const parent = this.blocks[this.blocks.length - 1];
      if (!parent) throw new Error('no genesis');
      const number = parent.header.number + 1;
      this.blocks.push({ header: { number, hash: hashOf(`${parent.header.hash}:${number}:${this.branch}`), parentHash: parent.header.hash }, transfers: this.pending });
      this.pending = [];
    }
  }

  /**
   * Replaces the newest `depth` blocks by `depth + 1` blocks of another branch; the transfers of the
   * replaced blocks are gone unless `keepTransfers` (then they are mined again on the new branch).
   */
  reorg(depth: number, keepTransfers = false): void {
    const removed = this.blocks.splice(this.blocks.length - depth, depth);
    this.branch += 1;
    this.pending = keepTransfers ? removed.flatMap((block) => block.transfers) : [];
    this.mine(depth + 1);
  }

  private call(): void {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('RPC unreachable');
    }
  }

  headNumber(): Promise<number> {
    return Promise.resolve().then(() => {
      this.call();
      return this.head;
    });
  }

  blockHeader(number: number): Promise<ChainBlockHeader | null> {
    return Promise.resolve().then(() => {
      this.call();
      return this.blocks[number]?.header ?? null;
    });
  }

  private logsOf(fromBlock: number, toBlock: number): TokenTransfer[] {
    return this.blocks.slice(fromBlock, toBlock + 1).flatMap((block) =>
      block.transfers.map((transfer, logIndex) => ({ ...transfer, logIndex, blockNumber: block.header.number, blockHash: block.header.hash })),
    );
  }

  transferLogs(token: string, fromBlock: number, toBlock: number): Promise<TokenTransfer[]> {
    return Promise.resolve().then(() => {
      this.call();
      if (token !== this.token) return [];
      const logs = this.logsOf(fromBlock, toBlock);
      return this.repeatLogs ? [...logs, ...logs] : logs;
    });
  }

  /** Every transaction of this chain succeeds and carries one transfer of its token. */
  transactionTransfers(token: string, txHash: string): Promise<TransactionTransfers | null> {
    return Promise.resolve().then(() => {
      this.call();
      const transfers = this.logsOf(0, this.head).filter((transfer) => transfer.txHash === txHash);
      if (transfers.length === 0) return null;
      return { succeeded: true, transfers: token === this.token ? transfers : [] };
    });
  }
}
