import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountIdOfTronAddress } from '../../../src/chain/tron-address.js';

/** A recorded answer, parsed (fixtures/README.md says where each comes from). */
export function recorded(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

/** mainnet USDT's TRC-20 contract. */
export const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** The recorded block the made chain grows from. */
export const FIRST_BLOCK = 66987565;

const FIRST_HEADER = recorded(`walletsolidity-getblockbynum-${FIRST_BLOCK}`);
const FIRST_INFOS = recorded(`walletsolidity-gettransactioninfobyblocknum-${FIRST_BLOCK}`);
const CONTRACT_CALL = recorded('walletsolidity-gettransactioninfobyid-01b4cde4');

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const accountHex = (address: string) => Buffer.from(accountIdOfTronAddress(address)).toString('hex');
const word = (hex: string) => hex.padStart(64, '0');

function clone<T>(value: T): T {
  return structuredClone(value);
}

interface HeaderJson {
  blockID: string;
  block_header: { raw_data: { number: number; parentHash: string } };
}

function isHeaderJson(value: unknown): value is HeaderJson {
  return typeof value === 'object' && value !== null && 'blockID' in value && 'block_header' in value;
}

/** A made block: the recorded header's copy with another number, ID and parent. */
function madeHeader(number: number, blockID: string, parentHash: string): HeaderJson {
  if (!isHeaderJson(FIRST_HEADER)) throw new Error('the recorded header has changed shape');
  const header = clone(FIRST_HEADER);
  header.blockID = blockID;
  header.block_header.raw_data.number = number;
  header.block_header.raw_data.parentHash = parentHash;
  return header;
}

export interface MadeTransfer {
  to: string;
  units: bigint;
  from?: string;
  token?: string;
  /** The contract call failed (REVERT): its logs move nothing. */
  failed?: boolean;
}

/** A made transaction info: the recorded contract call's copy whose one log is the token's Transfer. */
export function transferInfo(id: string, blockNumber: number, transfer: MadeTransfer): Record<string, unknown> {
  const info = clone(CONTRACT_CALL);
  if (typeof info !== 'object' || info === null) throw new Error('the recorded transaction info has changed shape');
  const log = {
    address: accountHex(transfer.token ?? USDT),
    topics: [TRANSFER_TOPIC, word(accountHex(transfer.from ?? 'TWAFRfZFmhVQZjxM3De7Mp5UZ9sLqWqpHp')), word(accountHex(transfer.to))],
    data: word(transfer.units.toString(16)),
  };
  const failed = transfer.failed === true ? { result: 'FAILED', receipt: { result: 'REVERT' } } : {};
  return { ...info, id, blockNumber, log: [log], ...failed };
}

interface Block {
  header: HeaderJson;
  infos: unknown[];
}

/**
 * The solidified chain a fake TronGrid serves: the recorded block 66987565 (header and transactions
 * as recorded), then blocks made from it on demand; transfers wait for the next block; `reorg`
 * replaces the newest blocks by another branch.
 */
export class TronGridChain {
  private readonly blocks: Block[] = [];
  private pending: unknown[] = [];
  private branch = 0;
  private sent = 0;

  constructor() {
    if (!isHeaderJson(FIRST_HEADER) || !Array.isArray(FIRST_INFOS)) throw new Error('the recorded block has changed shape');
    this.blocks.push({ header: clone(FIRST_HEADER), infos: clone(FIRST_INFOS) });
  }

  get head(): number {
    return FIRST_BLOCK + this.blocks.length - 1;
  }

  headerOf(number: number): HeaderJson | undefined {
    return this.blocks[number - FIRST_BLOCK]?.header;
  }

  /** Queues a Transfer of the token for the next block; answers its transaction id. */
  transfer(transfer: MadeTransfer): string {
    this.sent += 1;
    const id = digest(`tx:${this.sent}`);
    this.pending.push(transferInfo(id, 0, transfer));
    return id;
  }

  mine(count = 1): void {
    for (let index = 0; index < count; index += 1) {
      const parent = this.blocks[this.blocks.length - 1];
      if (!parent) throw new Error('no first block');
      const number = parent.header.block_header.raw_data.number + 1;
      const blockID = number.toString(16).padStart(16, '0') + digest(`${this.branch}:${number}`).slice(0, 48);
      const infos = this.pending.map((info) => ({ ...(info as Record<string, unknown>), blockNumber: number }));
      this.blocks.push({ header: madeHeader(number, blockID, parent.header.blockID), infos });
      this.pending = [];
    }
  }

  /** Replaces the newest `depth` blocks by `depth + 1` of another branch, their transactions gone. */
  reorg(depth: number): void {
    this.blocks.splice(this.blocks.length - depth, depth);
    this.branch += 1;
    this.pending = [];
    this.mine(depth + 1);
  }

  /** What TronGrid answers to a path and body, as its documentation shows. */
  answer(path: string, body: Record<string, unknown>): unknown {
    const num = typeof body.num === 'number' ? body.num : -1;
    switch (path) {
      case '/walletsolidity/getnowblock':
        return this.headerOf(this.head);
      case '/walletsolidity/getblockbynum':
        return this.headerOf(num) ?? {};
      case '/walletsolidity/gettransactioninfobyblocknum':
        return num <= 0 ? {} : (this.blocks[num - FIRST_BLOCK]?.infos ?? []);
      case '/walletsolidity/gettransactioninfobyid':
        return this.blocks.flatMap((block) => block.infos).find((info) => (info as { id?: unknown }).id === body.value) ?? {};
      default:
        return { Error: `no such path: ${path}` };
    }
  }
}

export interface SeenRequest {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

/** An answer the server gives instead of its chain's: raw text with a status, or JSON. */
export type Answer = { status: number; text: string } | { json: unknown };

export interface FakeTronGrid {
  url: string;
  /** Every request in arrival order. */
  requests: SeenRequest[];
  /** Answers the next request to `path` (once) with this instead of the chain's answer. */
  once(path: string, answer: Answer): void;
  close(): Promise<void>;
}

function bodyOf(text: string): Record<string, unknown> {
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** A TronGrid on loopback (node:http) serving `answer`'s answers, as POST with a JSON body, like TronGrid. */
export async function serveTronGrid(answer: (path: string, body: Record<string, unknown>) => unknown): Promise<FakeTronGrid> {
  const requests: SeenRequest[] = [];
  const scripted = new Map<string, Answer[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const body = bodyOf(Buffer.concat(chunks).toString('utf8'));
      requests.push({ path, body, headers: request.headers });
      const given = scripted.get(path)?.shift() ?? { json: answer(path, body) };
      const [status, text] = 'json' in given ? [200, JSON.stringify(given.json)] : [given.status, given.text];
      response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    once(path, given) {
      scripted.set(path, [...(scripted.get(path) ?? []), given]);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
