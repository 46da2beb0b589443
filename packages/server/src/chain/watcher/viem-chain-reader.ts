import { BlockNotFoundError, TransactionReceiptNotFoundError, createPublicClient, http, isAddress, isAddressEqual, isHash, parseAbiItem, parseEventLogs, type Log } from 'viem';
import type { ChainBlockHeader, ChainReader, TokenTransfer, TransactionTransfers } from './chain-reader.js';

const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** An RPC that does not answer within this long counts as failed (and is retried by the runner). */
const RPC_TIMEOUT_MS = 10_000;
/**
 * Calls made in the same tick go in one JSON-RPC batch (one HTTP request) of at most this many: a
 * re-org check's or a catch-up's window of headers is one round trip, not six.
 */
const RPC_BATCH_SIZE = 100;

/** A number the chain gave, refused unless it is one a block or log can have. */
function safeNumber(value: bigint | number | null, what: string): number {
  if (value === null) throw new Error(`The RPC answered a ${what} without a value`);
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`The RPC answered a ${what} out of range: ${String(value)}`);
  return number;
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The RPC answered a log without its ${what}`);
  return value;
}

type TransferLog = Log<bigint, number, false, typeof TRANSFER_EVENT, true>;

function transferOf(log: TransferLog): TokenTransfer {
  return {
    txHash: required(log.transactionHash, 'transaction hash'),
    logIndex: safeNumber(log.logIndex, 'log index'),
    blockNumber: safeNumber(log.blockNumber, 'log block number'),
    blockHash: required(log.blockHash, 'block hash'),
    from: log.args.from,
    to: log.args.to,
    units: log.args.value,
  };
}

/** An EVM chain's JSON-RPC endpoint read through viem: eth_blockNumber, eth_getBlockByNumber, eth_getLogs. */
export function createViemChainReader(rpcUrl: string): Required<ChainReader> {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0, batch: { batchSize: RPC_BATCH_SIZE } }) });
  return {
    headersAtOnce: RPC_BATCH_SIZE,
    async headNumber() {
      return safeNumber(await client.getBlockNumber({ cacheTime: 0 }), 'head block number');
    },
    async blockHeader(number): Promise<ChainBlockHeader | null> {
      try {
        const block = await client.getBlock({ blockNumber: BigInt(number) });
        return { number: safeNumber(block.number, 'block number'), hash: required(block.hash, 'block hash'), parentHash: block.parentHash };
      } catch (error) {
        if (error instanceof BlockNotFoundError) return null;
        throw error;
      }
    },
    async transferLogs(token, fromBlock, toBlock): Promise<TokenTransfer[]> {
      if (!isAddress(token, { strict: false })) throw new Error(`Not a token contract address: ${token}`);
      const logs = await client.getLogs({
        address: token,
        event: TRANSFER_EVENT,
        fromBlock: BigInt(fromBlock),
        toBlock: BigInt(toBlock),
        strict: true,
      });
      return logs.map(transferOf);
    },
    async transactionTransfers(token, txHash): Promise<TransactionTransfers | null> {
      if (!isAddress(token, { strict: false })) throw new Error(`Not a token contract address: ${token}`);
      // A text that cannot be a transaction hash names no transaction on this chain.
      if (!isHash(txHash)) return null;
      try {
        const receipt = await client.getTransactionReceipt({ hash: txHash });
        const ofToken = receipt.logs.filter((log) => isAddressEqual(log.address, token));
        const transfers = parseEventLogs({ abi: [TRANSFER_EVENT], logs: ofToken, strict: true }).map(transferOf);
        return { succeeded: receipt.status === 'success', transfers };
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return null;
        throw error;
      }
    },
  };
}
