import { describe, expect, it } from 'vitest';
import { continuesFrom, findForkPoint, recentWindowSize, type StoredBlock } from '../../../src/chain/watcher/fork-point.js';
import { FakeChain } from './fake-chain.js';

/** What the watcher would have stored of `chain`: its blocks from `from` to the head. */
async function storedOf(chain: FakeChain, from: number): Promise<StoredBlock[]> {
  const blocks: StoredBlock[] = [];
  for (let number = from; number <= chain.head; number += 1) {
    const header = await chain.blockHeader(number);
    if (header) blocks.push({ number, hash: header.hash });
  }
  return blocks;
}

/** The chain's hashes now, as the watcher reads them before deciding. */
async function hashesOf(chain: FakeChain): Promise<(number: number) => string | null> {
  const hashes = new Map<number, string>();
  for (let number = 0; number <= chain.head; number += 1) {
    const header = await chain.blockHeader(number);
    if (header) hashes.set(number, header.hash);
  }
  return (number) => hashes.get(number) ?? null;
}

describe('finding the fork point of a re-org', () => {
  it('finds nothing to rewind while the chain only grows', async () => {
    const chain = new FakeChain();
    chain.mine(10);
    const stored = await storedOf(chain, 3);
    chain.mine(5);
    expect(findForkPoint(stored, await hashesOf(chain))).toEqual({ kind: 'same' });
  });

  it('rewinds one block when the newest block was replaced', async () => {
    const chain = new FakeChain();
    chain.mine(10);
    const stored = await storedOf(chain, 3);
    chain.reorg(1);
    expect(findForkPoint(stored, await hashesOf(chain))).toEqual({ kind: 'reorg', forkPoint: 9, depth: 1, beyondWindow: false });
  });

  it('rewinds to the last common block of a re-org deeper than the confirmations', async () => {
    const chain = new FakeChain();
    chain.mine(100);
    // The window of 6 confirmations: 76 blocks; a 15-block re-org is over twice the confirmations.
    const stored = await storedOf(chain, 100 - recentWindowSize(6) + 1);
    chain.reorg(15);
    expect(findForkPoint(stored, await hashesOf(chain))).toEqual({ kind: 'reorg', forkPoint: 85, depth: 15, beyondWindow: false });
  });

  it('finds a fork when the new branch is shorter than the stored blocks', async () => {
    const chain = new FakeChain();
    chain.mine(10);
    const stored = await storedOf(chain, 1);
    chain.reorg(4);
    const hashes = await hashesOf(chain);
    // Blocks above the new head are not on the chain at all.
    expect(findForkPoint([...stored, { number: 12, hash: '0x12' }], hashes)).toEqual({ kind: 'reorg', forkPoint: 6, depth: 6, beyondWindow: false });
  });

  it('rewinds below the window, and says so, when no stored block is on the chain any more', async () => {
    const chain = new FakeChain();
    chain.mine(30);
    const stored = await storedOf(chain, 21);
    chain.reorg(12);
    expect(findForkPoint(stored, await hashesOf(chain))).toEqual({ kind: 'reorg', forkPoint: 20, depth: 10, beyondWindow: true });
  });

  it('finds the fork exactly at the window’s oldest block', async () => {
    const chain = new FakeChain();
    chain.mine(30);
    const stored = await storedOf(chain, 21);
    chain.reorg(9);
    expect(findForkPoint(stored, await hashesOf(chain))).toEqual({ kind: 'reorg', forkPoint: 21, depth: 9, beyondWindow: false });
  });

  it('has nothing to compare before any block was stored', () => {
    expect(findForkPoint([], () => null)).toEqual({ kind: 'same' });
  });
});

describe('checking that new headers continue the stored chain', () => {
  it('accepts children in order and refuses a header whose parent is not the block before', async () => {
    const chain = new FakeChain();
    chain.mine(6);
    const headers = await Promise.all([4, 5, 6].map((number) => chain.blockHeader(number)));
    const linked = headers.flatMap((header) => (header ? [header] : []));
    const three = await chain.blockHeader(3);
    if (!three) throw new Error('no block 3');
    expect(continuesFrom(three, linked)).toBe(true);
    expect(continuesFrom(undefined, linked)).toBe(true);
    expect(continuesFrom({ number: 3, hash: '0xother' }, linked)).toBe(false);
    const [four, , six] = linked;
    if (!four || !six) throw new Error('no headers');
    expect(continuesFrom(three, [four, six])).toBe(false);
  });
});
