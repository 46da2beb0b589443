import { accountIdOfTronAddress } from '../tron-address.js';
import type { ChainBlockHeader, ChainReader, TokenTransfer, TransactionTransfers } from './chain-reader.js';
import { blockTransfers, isEmptyAnswer, parseBlockHeader, parseTransactionOutcome, type TronBlockTransfer } from './tron-answers.js';
import { tronGridPost, type TronGridOptions } from './tron-grid-client.js';

/**
 * Blocks per range the TRON watcher reads: each block is one call (TRON has no ranged log query on
 * its solidity API), and TronGrid limits calls per second, so ranges are short. 50 blocks are two
 * and a half minutes of TRON.
 */
export const TRON_RANGE_SIZE = 50;
/** Calls in flight at once while reading a range. */
const CONCURRENT_CALLS = 8;

function contractOf(token: string): string {
  try {
    return Buffer.from(accountIdOfTronAddress(token)).toString('hex');
  } catch (error) {
    throw new Error(`Not a TRON token contract address: ${token}`, { cause: error });
  }
}

async function inBatches<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENT_CALLS) {
    results.push(...(await Promise.all(items.slice(start, start + CONCURRENT_CALLS).map(read))));
  }
  return results;
}

/**
 * TRON read through TronGrid's HTTP API, on the **solidified** chain only (`/walletsolidity/…`:
 * blocks the network's witnesses have confirmed, which no fork takes back): the head is
 * `getnowblock`, a header is `getblockbynum`, and the token's Transfers are the logs of each
 * block's `gettransactioninfobyblocknum`. We read logs by block rather than TronGrid's v1 events
 * API because these answers are documented with real examples (tronprotocol/documentation-en),
 * are java-tron's own (any TRON node serves them, not only TronGrid), and come per block number,
 * which is what the watcher's cursor counts; the events API pages by timestamps and has no
 * documented answer to check ours against. Addresses come out in base58 (`T…`), amounts as the
 * exact uint256.
 */
export function createTronChainReader(options: TronGridOptions): ChainReader {
  const post = tronGridPost(options);

  async function blockHeader(number: number): Promise<ChainBlockHeader | null> {
    const what = `/walletsolidity/getblockbynum (block ${number})`;
    const answer = await post('/walletsolidity/getblockbynum', { num: number });
    if (isEmptyAnswer(answer)) return null;
    const header = parseBlockHeader(answer, what);
    if (header.number !== number) throw new Error(`TronGrid answered ${what} with block ${header.number}`);
    return header;
  }

  async function transfersIn(number: number, contract: string): Promise<TronBlockTransfer[]> {
    const answer = await post('/walletsolidity/gettransactioninfobyblocknum', { num: number });
    return blockTransfers(answer, number, contract, `/walletsolidity/gettransactioninfobyblocknum (block ${number})`);
  }

  /** The Transfers found in blocks, each with its block's hash from the header (the logs carry none). */
  async function withBlockHashes(found: readonly TronBlockTransfer[]): Promise<TokenTransfer[]> {
    const numbers = [...new Set(found.map((transfer) => transfer.blockNumber))];
    const hashes = new Map<number, string>();
    for (const header of await inBatches(numbers, blockHeader)) {
      if (header) hashes.set(header.number, header.hash);
    }
    return found.map((transfer) => {
      const blockHash = hashes.get(transfer.blockNumber);
      if (blockHash === undefined) throw new Error(`TronGrid answered transactions of block ${transfer.blockNumber} but has no such solidified block`);
      return { ...transfer, blockHash };
    });
  }

  return {
    async headNumber() {
      const answer = await post('/walletsolidity/getnowblock', {});
      if (isEmptyAnswer(answer)) throw new Error('TronGrid has no solidified block yet (/walletsolidity/getnowblock answered {})');
      return parseBlockHeader(answer, '/walletsolidity/getnowblock').number;
    },
    blockHeader,
    async transferLogs(token, fromBlock, toBlock): Promise<TokenTransfer[]> {
      const contract = contractOf(token);
      const numbers = Array.from({ length: Math.max(0, toBlock - fromBlock + 1) }, (_, index) => fromBlock + index);
      return withBlockHashes((await inBatches(numbers, (number) => transfersIn(number, contract))).flat());
    },
    /**
     * One transaction's Transfers, once it is solidified (null before, or when there is no such
     * transaction). Read from its block, so its log indexes are the same as the watcher's.
     */
    async transactionTransfers(token, txHash): Promise<TransactionTransfers | null> {
      const contract = contractOf(token);
      const id = txHash.trim().replace(/^0x/i, '').toLowerCase();
      // A text that cannot be a transaction id names no transaction on this chain.
      if (!/^[0-9a-f]{64}$/.test(id)) return null;
      const answer = await post('/walletsolidity/gettransactioninfobyid', { value: id });
      if (isEmptyAnswer(answer)) return null;
      const outcome = parseTransactionOutcome(answer, id, `/walletsolidity/gettransactioninfobyid (${id})`);
      const transfers = (await transfersIn(outcome.blockNumber, contract)).filter((transfer) => transfer.txHash === id);
      return { succeeded: outcome.succeeded, transfers: await withBlockHashes(transfers) };
    },
  };
}
