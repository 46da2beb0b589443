/** A block as the watcher needs it: where it is and what it follows. Hashes are 0x-prefixed hex on EVM chains, 64 hex digits (no 0x) on TRON. */
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

/** One transaction's outcome as the chain has it: whether it succeeded and the token's Transfer logs it emitted. */
export interface TransactionTransfers {
  succeeded: boolean;
  transfers: TokenTransfer[];
}

/**
 * What the watcher reads of a chain; nothing more, so a development chain, a production RPC
 * endpoint, TronGrid or a test's in-memory chain all fit behind it. Every method may throw (an
 * RPC down or answering garbage): the watcher retries with backoff and never trusts a half answer.
 */
export interface ChainReader {
  /** How many block headers it is asked for at once (default 16); one that sends them in one request takes a window's worth. */
  readonly headersAtOnce?: number;
  headNumber(): Promise<number>;
  /** null when the chain has no block of that number (yet, or any more after a re-org). */
  blockHeader(number: number): Promise<ChainBlockHeader | null>;
  /** The token's Transfer logs in blocks fromBlock..toBlock (both included), in chain order. */
  transferLogs(token: string, fromBlock: number, toBlock: number): Promise<TokenTransfer[]>;
  /**
   * The token's Transfer logs of one transaction, from its receipt (a member's pasted transaction
   * id is checked this way); null when the chain has no mined transaction of that hash. A reader
   * without it leaves pasted transactions to operator review.
   */
  transactionTransfers?(token: string, txHash: string): Promise<TransactionTransfers | null>;
}
