import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTronChainReader } from '../../../src/chain/watcher/tron-chain-reader.js';
import { FIRST_BLOCK, TRANSFER_TOPIC, TronGridChain, USDT, recorded, serveTronGrid, transferInfo, type FakeTronGrid } from './fake-trongrid.js';

const ALICE = 'TWAFRfZFmhVQZjxM3De7Mp5UZ9sLqWqpHp';
const BOB = 'TQZ4iNhzKZvM3nQTrtK69oNwLYxWLHa248';
const OTHER_TOKEN = 'TQZ4iNhzKZvM3nQTrtK69oNwLYxWLHa248';
/** More than 2^53: only an exact reading keeps every digit. */
const HUGE = 123_456_789_012_345_678_901_234_567_890n;

let fake: FakeTronGrid;
let chain: TronGridChain;
const reader = () => createTronChainReader({ apiUrl: fake.url });
const asked = () => fake.requests.map((request) => request.path);

beforeAll(async () => {
  fake = await serveTronGrid((path, body) => chain.answer(path, body));
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

describe('the TRON reader on recorded TronGrid answers', () => {
  beforeAll(() => {
    chain = new TronGridChain();
  });

  it('reads the head from the solidified chain’s recorded getnowblock', async () => {
    const served = await serveTronGrid(() => recorded('walletsolidity-getnowblock'));
    try {
      expect(await createTronChainReader({ apiUrl: served.url }).headNumber()).toBe(66987627);
      expect(served.requests.map((request) => [request.path, request.headers['tron-pro-api-key']])).toEqual([['/walletsolidity/getnowblock', undefined]]);
    } finally {
      await served.close();
    }
  });

  it('parses a recorded header: its number, its blockID as the hash and its parent', async () => {
    expect(await reader().blockHeader(FIRST_BLOCK)).toEqual({
      number: FIRST_BLOCK,
      hash: '0000000003fe262d52bfa4b2814f816fd2e57af5b98a33d60d8630a03a908e0e',
      parentHash: '0000000003fe262c85cd6b02033f4c3e5c1efa35de256a17bd906dc61fb1aeed',
    });
    expect(asked()).toEqual(['/walletsolidity/getblockbynum']);
    expect(fake.requests[0]?.body).toEqual({ num: FIRST_BLOCK });
  });

  it('answers no header for a block the solidified chain does not have (its recorded {})', async () => {
    expect(await reader().blockHeader(FIRST_BLOCK + 1_000)).toBeNull();
  });

  it('finds no Transfer in the recorded block of TRX transfers', async () => {
    expect(await reader().transferLogs(USDT, FIRST_BLOCK, FIRST_BLOCK)).toEqual([]);
    expect(asked()).toEqual(['/walletsolidity/gettransactioninfobyblocknum']);
  });

  it('turns the token’s Transfer logs into transfers with base58 addresses, exact amounts, the block’s hash and the block’s log order', async () => {
    const first = chain.transfer({ to: ALICE, units: 120_500_000n, from: BOB });
    const second = chain.transfer({ to: BOB, units: HUGE });
    chain.transfer({ to: ALICE, units: 7n, token: OTHER_TOKEN });
    chain.mine();
    const block = chain.head;
    const transfers = await reader().transferLogs(USDT, FIRST_BLOCK, block);
    const hash = chain.headerOf(block)?.blockID;
    expect(transfers).toEqual([
      { txHash: first, logIndex: 0, blockNumber: block, blockHash: hash, from: BOB, to: ALICE, units: 120_500_000n },
      { txHash: second, logIndex: 1, blockNumber: block, blockHash: hash, from: 'TWAFRfZFmhVQZjxM3De7Mp5UZ9sLqWqpHp', to: BOB, units: HUGE },
    ]);
  });

  it('skips a failed transaction’s Transfer and another contract’s recorded event', async () => {
    chain.transfer({ to: ALICE, units: 5_000_000n, failed: true });
    chain.mine();
    const block = chain.head;
    expect(await reader().transferLogs(USDT, block, block)).toEqual([]);
    const served = await serveTronGrid(() => [{ ...(recorded('walletsolidity-gettransactioninfobyid-01b4cde4') as object), blockNumber: 66985120 }]);
    try {
      expect(await createTronChainReader({ apiUrl: served.url }).transferLogs(USDT, 66985120, 66985120)).toEqual([]);
    } finally {
      await served.close();
    }
  });

  it('takes a log’s contract in hex with 41 or 0x before it', async () => {
    for (const prefix of ['41', '0x']) {
      const id = 'ab'.repeat(32);
      const made = transferInfo(id, FIRST_BLOCK, { to: ALICE, units: 1n });
      const [log] = made.log as { address: string }[];
      if (!log) throw new Error('no log');
      log.address = `${prefix}${log.address}`;
      fake.once('/walletsolidity/gettransactioninfobyblocknum', { json: [made] });
      expect(await reader().transferLogs(USDT, FIRST_BLOCK, FIRST_BLOCK)).toMatchObject([{ txHash: id, to: ALICE, units: 1n }]);
    }
  });

  it('checks a pasted transaction id against its block, with the watcher’s log index', async () => {
    const id = chain.transfer({ to: ALICE, units: 3_000_000n });
    chain.mine();
    expect(await reader().transactionTransfers?.(USDT, `0x${id.toUpperCase()}`)).toEqual({
      succeeded: true,
      transfers: [{ txHash: id, logIndex: 0, blockNumber: chain.head, blockHash: chain.headerOf(chain.head)?.blockID, from: 'TWAFRfZFmhVQZjxM3De7Mp5UZ9sLqWqpHp', to: ALICE, units: 3_000_000n }],
    });
    expect(await reader().transactionTransfers?.(USDT, 'cd'.repeat(32))).toBeNull();
    expect(await reader().transactionTransfers?.(USDT, 'not a hash')).toBeNull();
  });

  it('reads only the solidified chain and sends the API key when one is configured', async () => {
    const keyed = createTronChainReader({ apiUrl: `${fake.url}/`, apiKey: 'k-123' });
    await keyed.headNumber();
    await keyed.blockHeader(FIRST_BLOCK);
    await keyed.transferLogs(USDT, FIRST_BLOCK, FIRST_BLOCK + 1);
    expect(fake.requests.length).toBeGreaterThan(3);
    expect(fake.requests.every((request) => request.path.startsWith('/walletsolidity/') && request.headers['tron-pro-api-key'] === 'k-123')).toBe(true);
  });
});

describe('the TRON reader refuses what is not as documented, saying why', () => {
  beforeAll(() => {
    chain = new TronGridChain();
    chain.mine(2);
  });

  const header = () => structuredClone(recorded(`walletsolidity-getblockbynum-${FIRST_BLOCK}`)) as { blockID: string; block_header: { raw_data: Record<string, unknown> } };
  const info = (edit: (log: { topics: string[]; data: string }) => void) => {
    const made = transferInfo('ef'.repeat(32), FIRST_BLOCK, { to: ALICE, units: 1n });
    const [log] = made.log as { topics: string[]; data: string }[];
    if (!log) throw new Error('no log');
    edit(log);
    return [made];
  };

  it.each([
    ['java-tron’s in-band error', { json: recorded('java-tron-error') }, /TronGrid refused \/walletsolidity\/getblockbynum: class java.lang.NumberFormatException/],
    ['an HTTP failure', { status: 503, text: 'Service Unavailable' }, /HTTP 503 to \/walletsolidity\/getblockbynum/],
    ['text that is not JSON', { status: 200, text: '<html>rate limited</html>' }, /not JSON/],
    ['a blockID of another number', { json: { ...header(), blockID: `00000000000000ff${header().blockID.slice(16)}` } }, /whose ID .* belongs to another number/],
    ['a header without its parent', { json: { ...header(), block_header: { raw_data: { number: FIRST_BLOCK } } } }, /malformed block \(block_header\.raw_data\.parentHash/],
  ])('a header answered with %s', async (_, answer, message) => {
    fake.once('/walletsolidity/getblockbynum', answer);
    await expect(reader().blockHeader(FIRST_BLOCK)).rejects.toThrow(message);
  });

  it('a header of another block than asked', async () => {
    fake.once('/walletsolidity/getblockbynum', { json: chain.headerOf(FIRST_BLOCK + 1) });
    await expect(reader().blockHeader(FIRST_BLOCK)).rejects.toThrow(`answered /walletsolidity/getblockbynum (block ${FIRST_BLOCK}) with block ${FIRST_BLOCK + 1}`);
  });

  it('a head that is not there', async () => {
    fake.once('/walletsolidity/getnowblock', { json: {} });
    await expect(reader().headNumber()).rejects.toThrow(/no solidified block yet/);
  });

  it.each([
    ['a transaction of another block', [{ ...info(() => undefined)[0], blockNumber: FIRST_BLOCK + 1 }], /with transaction (ef)+ of block 66987566/],
    ['an empty object for a block that exists', {}, /malformed transactions/],
    ['an address topic that is not an address', info((log) => (log.topics[2] = `ff${log.topics[2]?.slice(2) ?? ''}`)), /Transfer log .* is not from, to and a uint256 amount/],
    ['a cut amount', info((log) => (log.data = log.data.slice(0, 40))), /not from, to and a uint256 amount/],
    ['a Transfer without its recipient', info((log) => (log.topics = [TRANSFER_TOPIC, log.topics[1] ?? ''])), /not from, to and a uint256 amount/],
    ['a log whose address is not hex', info((log) => Object.assign(log, { address: USDT })), /address is not 20 bytes of hex/],
  ])('transactions answered with %s', async (_, json, message) => {
    fake.once('/walletsolidity/gettransactioninfobyblocknum', { json });
    await expect(reader().transferLogs(USDT, FIRST_BLOCK, FIRST_BLOCK)).rejects.toThrow(message);
  });

  it('a token that is not a TRON address', async () => {
    await expect(reader().transferLogs('0xdAC17F958D2ee523a2206206994597C13D831ec7', FIRST_BLOCK, FIRST_BLOCK)).rejects.toThrow(/Not a TRON token contract address/);
  });

  it('a TronGrid that is not there', async () => {
    await expect(createTronChainReader({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 }).headNumber()).rejects.toThrow(/TronGrid did not answer \/walletsolidity\/getnowblock/);
  });
});
