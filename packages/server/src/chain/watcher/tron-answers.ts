import { z } from 'zod';
import { tronAddressOfAccountId } from '../tron-address.js';
import type { ChainBlockHeader } from './chain-reader.js';

/**
 * What the solidity node's answers must look like (docs: tronprotocol/documentation-en,
 * docs/api/http/block-and-tx-query/). Anything else is refused with the reason, never guessed at.
 * Hashes and ids are 64 hex digits without 0x, as TRON's explorers show them; we keep them so
 * (lower case), so an operator can paste one into Tronscan.
 */
const HEX64 = /^[0-9a-fA-F]{64}$/;
/** keccak256("Transfer(address,address,uint256)"), as TRON's logs spell topics: no 0x. */
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const ZBlock = z.object({
  blockID: z.string().regex(HEX64),
  block_header: z.object({
    raw_data: z.object({
      // Protobuf's JSON leaves out zeros: only the genesis block has no number.
      number: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).default(0),
      parentHash: z.string().regex(HEX64),
    }),
  }),
});

const ZLog = z.object({
  address: z.string(),
  // Left out when empty, as protobuf's JSON does.
  topics: z.array(z.string()).default([]),
  data: z.string().default(''),
});

const ZTransactionInfo = z.object({
  id: z.string().regex(HEX64),
  blockNumber: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  log: z.array(ZLog).default([]),
  /** `FAILED` when the transaction failed; left out on success. */
  result: z.string().optional(),
  /** The contract's result (`SUCCESS`, `REVERT`, `OUT_OF_ENERGY`…); left out for plain transfers. */
  receipt: z.object({ result: z.string().optional() }).optional(),
});

type TransactionInfo = z.infer<typeof ZTransactionInfo>;

/** A Transfer of the token in one block, before the block's hash is attached. */
export interface TronBlockTransfer {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  from: string;
  to: string;
  units: bigint;
}

export const isEmptyAnswer = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer) && Object.keys(answer).length === 0;

function problemOf(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? `${issue.path.join('.') || 'the answer'}: ${issue.message}` : 'not as documented';
}

/**
 * A block's header from `getnowblock` / `getblockbynum`. Its blockID starts with its number (eight
 * bytes), so an answer whose ID and number disagree is refused too.
 */
export function parseBlockHeader(answer: unknown, what: string): ChainBlockHeader {
  const parsed = ZBlock.safeParse(answer);
  if (!parsed.success) throw new Error(`TronGrid answered ${what} with a malformed block (${problemOf(parsed.error)})`);
  const { blockID, block_header: header } = parsed.data;
  const { number, parentHash } = header.raw_data;
  if (BigInt(`0x${blockID.slice(0, 16)}`) !== BigInt(number)) throw new Error(`TronGrid answered ${what} with block ${number} whose ID ${blockID} belongs to another number`);
  return { number, hash: blockID.toLowerCase(), parentHash: parentHash.toLowerCase() };
}

/** The 20-byte account id of a log's contract: TRON answers it as 20 bytes of hex, some gateways with 41 or 0x before it. */
function contractOf(address: string): string | null {
  const hex = address.replace(/^0x/i, '').toLowerCase();
  if (/^41[0-9a-f]{40}$/.test(hex)) return hex.slice(2);
  return /^[0-9a-f]{40}$/.test(hex) ? hex : null;
}

/** An indexed address argument: a 32-byte word whose first 12 bytes are zero. */
function addressOfTopic(topic: string): string | null {
  const hex = topic.replace(/^0x/i, '').toLowerCase();
  if (!/^0{24}[0-9a-f]{40}$/.test(hex)) return null;
  return tronAddressOfAccountId(Uint8Array.from(Buffer.from(hex.slice(24), 'hex')));
}

const failed = (info: TransactionInfo) => info.result === 'FAILED' || (info.receipt?.result !== undefined && info.receipt.result !== 'SUCCESS');

/** Where a transaction is and whether it succeeded, from `gettransactioninfobyid`. */
export function parseTransactionOutcome(answer: unknown, txId: string, what: string): { blockNumber: number; succeeded: boolean } {
  const parsed = ZTransactionInfo.safeParse(answer);
  if (!parsed.success) throw new Error(`TronGrid answered ${what} with a malformed transaction (${problemOf(parsed.error)})`);
  if (parsed.data.id.toLowerCase() !== txId) throw new Error(`TronGrid answered ${what} with transaction ${parsed.data.id}`);
  return { blockNumber: parsed.data.blockNumber, succeeded: !failed(parsed.data) };
}

/**
 * The token's Transfers in one block's `gettransactioninfobyblocknum` answer, in chain order. The
 * log index counts every log of the block in order, as TRON's own eth_getLogs numbers them. A failed
 * transaction's logs move nothing and are skipped (the docs ask to check the result first).
 */
export function blockTransfers(answer: unknown, blockNumber: number, contract: string, what: string): TronBlockTransfer[] {
  // `{}` is the documented answer for block numbers ≤ 0 only.
  if (blockNumber === 0 && isEmptyAnswer(answer)) return [];
  const parsed = z.array(ZTransactionInfo).safeParse(answer);
  if (!parsed.success) throw new Error(`TronGrid answered ${what} with malformed transactions (${problemOf(parsed.error)})`);
  const transfers: TronBlockTransfer[] = [];
  let logIndex = 0;
  for (const info of parsed.data) {
    if (info.blockNumber !== blockNumber) throw new Error(`TronGrid answered ${what} with transaction ${info.id} of block ${info.blockNumber}`);
    for (const log of info.log) {
      const index = logIndex;
      logIndex += 1;
      const emitter = contractOf(log.address);
      if (emitter === null) throw new Error(`TronGrid answered ${what} with a log of transaction ${info.id} whose address is not 20 bytes of hex: ${log.address}`);
      if (emitter !== contract || log.topics[0]?.replace(/^0x/i, '').toLowerCase() !== TRANSFER_TOPIC || failed(info)) continue;
      transfers.push(transferOf(info.id, index, blockNumber, log, what));
    }
  }
  return transfers;
}

function transferOf(txId: string, logIndex: number, blockNumber: number, log: z.infer<typeof ZLog>, what: string): TronBlockTransfer {
  const [, fromTopic, toTopic] = log.topics;
  const from = fromTopic === undefined ? null : addressOfTopic(fromTopic);
  const to = toTopic === undefined ? null : addressOfTopic(toTopic);
  const data = log.data.replace(/^0x/i, '');
  if (log.topics.length !== 3 || from === null || to === null || !/^[0-9a-fA-F]{64}$/.test(data)) {
    throw new Error(`TronGrid answered ${what} with a Transfer log (transaction ${txId}) that is not from, to and a uint256 amount`);
  }
  return { txHash: txId.toLowerCase(), logIndex, blockNumber, from, to, units: BigInt(`0x${data}`) };
}
