import { CHAIN_GENESIS, chainRoot, tickLeafHash, tickMerkleRoot, type TTickRoot } from '@meridian/protocol';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { marketTickRoots, marketTicks } from '../db/schema/index.js';
import type { Tx } from '../db/types.js';
import type { PriceTick } from './candles.js';

/**
 * How the recorder commits to what it records (protocol proofs/tick-chain.ts): one Merkle root per
 * second, chained to the root before it, written in the transaction that writes the ticks.
 *
 * Why a second and not a minute: the feed owner writes each second's ticks in one batch, so the
 * second's root is final the moment its ticks are, in the same transaction. A contract settles
 * within moments of its expiry second and keeps its proofs in its settlement; with a minute's root
 * it would wait up to a minute for one, or keep them in a second pass. The cost is a row of about
 * 100 bytes a second kept for ever (some 3 GB a year), against a week of ticks at 21 times that.
 */

/** The chain's newest root; null before the first. */
export interface ChainHead {
  seq: number;
  root: string;
}

/** A tick as written: with the seq of the root that commits it (null: left uncommitted). */
export interface CommittedPriceTick extends PriceTick {
  rootSeq: number | null;
}

export interface CommitmentPlan {
  ticks: CommittedPriceTick[];
  roots: TTickRoot[];
}

const tickKey = (tick: Pick<PriceTick, 'allname' | 'at'>) => `${tick.allname}@${tick.at}`;

/**
 * The roots that commit `ticks` after `head`: one per second, in time order, each chained to the
 * one before. A tick named twice is written once. A tick that cannot be committed (not on a whole
 * second, a price that is no plain decimal) is written without a root, never dropped: the chain
 * check counts it, and a contract on it shows no proof.
 */
export function planCommitments(head: ChainHead | null, ticks: readonly PriceTick[]): CommitmentPlan {
  const seen = new Set<string>();
  const bySecond = new Map<number, PriceTick[]>();
  const uncommitted: CommittedPriceTick[] = [];
  for (const tick of ticks) {
    const key = tickKey(tick);
    if (seen.has(key)) continue;
    seen.add(key);
    if (tickLeafHash(tick) === null) {
      uncommitted.push({ ...tick, rootSeq: null });
      continue;
    }
    const second = bySecond.get(tick.at);
    if (second) second.push(tick);
    else bySecond.set(tick.at, [tick]);
  }
  let seq = head?.seq ?? 0;
  let previous = head?.root ?? CHAIN_GENESIS;
  const roots: TTickRoot[] = [];
  const committed: CommittedPriceTick[] = [];
  for (const [second, secondTicks] of [...bySecond].sort(([a], [b]) => a - b)) {
    const merkle = tickMerkleRoot(secondTicks);
    const root = chainRoot(previous, merkle);
    if (root === null) throw new Error('a chain root is always a hash');
    seq += 1;
    roots.push({ seq, second, tickCount: secondTicks.length, merkle, root });
    for (const tick of secondTicks) committed.push({ ...tick, rootSeq: seq });
    previous = root;
  }
  return { ticks: [...committed, ...uncommitted], roots };
}

const ZChainRead = z.object({
  rows: z.array(
    z.object({
      head: z.object({ seq: z.coerce.number().int(), root: z.string() }).nullable(),
      recorded: z.array(z.tuple([z.string(), z.coerce.number().int()])),
    }),
  ),
});

/**
 * The chain's newest root and which of `ticks` are recorded already, read together (one snapshot),
 * so a batch written twice (a retry after a lost answer) commits nothing twice.
 */
export async function readChainHead(tx: Tx, ticks: readonly Pick<PriceTick, 'allname' | 'at'>[]): Promise<{ head: ChainHead | null; recorded: Set<string> }> {
  const keys = JSON.stringify(ticks.map((tick) => ({ allname: tick.allname, at: tick.at })));
  const [row] = ZChainRead.parse(
    await tx.execute(sql`
      select
        (select json_build_object('seq', seq, 'root', encode(root, 'hex')) from ${marketTickRoots} order by seq desc limit 1) as head,
        (select coalesce(json_agg(json_build_array(t.allname, t.at)), '[]'::json)
          from jsonb_to_recordset(${keys}::jsonb) as k(allname text, at bigint)
          join ${marketTicks} t on t.allname = k.allname and t.at = k.at) as recorded`),
  ).rows;
  return { head: row?.head ?? null, recorded: new Set((row?.recorded ?? []).map(([allname, at]) => tickKey({ allname, at }))) };
}

/** Whether a tick is among those `readChainHead` found recorded. */
export const isRecorded = (recorded: ReadonlySet<string>, tick: Pick<PriceTick, 'allname' | 'at'>) => recorded.has(tickKey(tick));
