/** A block as the watcher needs it: where it is and what it follows. Hashes are 0x-prefixed hex. */
export interface ChainBlockHeader {
  number: number;
  hash: string;
  parentHash: string;
}

/** One ERC-20/TRC-20 `Transfer` log of the watched token. `units` is the raw uint256 value. */
export interface TokenTransfer {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  from: string;
  to: string;
  units: bigint;
}

/**
 * What the watcher reads of a chain; nothing more, so a development chain, a production RPC
 * endpoint, TronGrid or a test's in-memory chain all fit behind it. Every method may throw (an
 * RPC down or answering garbage): the watcher retries with backoff and never trusts a half answer.
 */
export interface ChainReader {
  headNumber(): Promise<number>;
  /** null when the chain has no block of that number (yet, or any more after a re-org). */
  blockHeader(number: number): Promise<ChainBlockHeader | null>;
  /** The token's Transfer logs in blocks fromBlock..toBlock (both included), in chain order. */
  transferLogs(token: string, fromBlock: number, toBlock: number): Promise<TokenTransfer[]>;
}
