import type { ChainBlockHeader } from './chain-reader.js';

/** A block the watcher has read, as kept in chain_blocks. */
export interface StoredBlock {
  number: number;
  hash: string;
}

export type ForkCheck =
  /** The newest stored block is still on the chain: nothing to rewind. */
  | { kind: 'same' }
  /**
   * The chain left the stored blocks above `forkPoint` (the newest block both agree on): rewind the
   * cursor there; `depth` is how many stored blocks were orphaned. `beyondWindow`: not one stored
   * block is on the chain any more, so the fork is at or below the window's edge and `forkPoint`
   * is only the deepest the watcher can rewind to (one below the oldest stored block).
   */
  | { kind: 'reorg'; forkPoint: number; depth: number; beyondWindow: boolean };

/**
 * How many recent blocks are kept to find a fork in: twice the confirmations (a re-org deeper than
 * that is far beyond anything a confirmation count guards against) and a margin.
 */
export function recentWindowSize(confirmations: number): number {
  return 2 * confirmations + 64;
}

/**
 * Where the stored blocks and the chain part: `chainHashAt` answers the chain's hash at a number
 * (null: no such block now). Pure; the caller reads the chain's headers first.
 */
export function findForkPoint(stored: readonly StoredBlock[], chainHashAt: (number: number) => string | null): ForkCheck {
  const newestFirst = [...stored].sort((a, b) => b.number - a.number);
  const [tip] = newestFirst;
  if (!tip) return { kind: 'same' };
  for (const block of newestFirst) {
    if (chainHashAt(block.number) === block.hash) {
      return block === tip ? { kind: 'same' } : { kind: 'reorg', forkPoint: block.number, depth: tip.number - block.number, beyondWindow: false };
    }
  }
  const oldest = newestFirst[newestFirst.length - 1] ?? tip;
  return { kind: 'reorg', forkPoint: oldest.number - 1, depth: tip.number - oldest.number + 1, beyondWindow: true };
}

/**
 * Whether `headers` (ascending) continue the chain from `previous`, each the child of the one
 * before: a break means the chain changed while it was being read, and nothing of it is kept.
 */
export function continuesFrom(previous: StoredBlock | undefined, headers: readonly ChainBlockHeader[]): boolean {
  let before = previous;
  for (const header of headers) {
    if (before && (header.number !== before.number + 1 || header.parentHash !== before.hash)) return false;
    before = header;
  }
  return true;
}
