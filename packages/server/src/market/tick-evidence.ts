import { CHAIN_GENESIS, ZMerkleStep, type TTickEvidence, type TTickRoot } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { marketTickProofs, marketTickRoots } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import type { PriceTick } from './candles.js';
import { proveRecordedTicks, tickKey, type ProvenTick } from './tick-proofs.js';

/**
 * What proves recorded ticks to anyone: each tick with its proof, its root and the root before it.
 * A proof a contract kept is used as kept (market_tick_proofs), never rebuilt, so a verifier sees
 * what the settlement stored; a tick no contract kept yet (a running contract's purchase tick) is
 * proved from the recorded ticks while they last.
 */

const ZKeptProof = z.array(ZMerkleStep);

const rootColumns = {
  seq: marketTickRoots.seq,
  second: marketTickRoots.second,
  tickCount: marketTickRoots.tickCount,
  merkle: marketTickRoots.merkle,
  root: marketTickRoots.root,
};

/** The roots of `seqs`, by seq. */
async function readRoots(db: DbOrTx, seqs: readonly number[]): Promise<Map<number, TTickRoot>> {
  if (seqs.length === 0) return new Map();
  const rows = await db.select(rootColumns).from(marketTickRoots).where(inArray(marketTickRoots.seq, [...new Set(seqs)]));
  return new Map(rows.map((row) => [row.seq, row]));
}

/** Evidence of each of `ticks` that has any, by `allname@at`. */
export async function readTickEvidence(db: DbOrTx, ticks: readonly Pick<PriceTick, 'allname' | 'at'>[]): Promise<Map<string, TTickEvidence>> {
  if (ticks.length === 0) return new Map();
  const keys = JSON.stringify(ticks.map((tick) => ({ allname: tick.allname, at: tick.at })));
  const kept = await db
    .select({ allname: marketTickProofs.allname, at: marketTickProofs.at, price: marketTickProofs.price, rootSeq: marketTickProofs.rootSeq, proof: marketTickProofs.proof })
    .from(marketTickProofs)
    .where(sql`(${marketTickProofs.allname}, ${marketTickProofs.at}) in (select allname, at from jsonb_to_recordset(${keys}::jsonb) as k(allname text, at bigint))`);
  const proven = new Map<string, ProvenTick>();
  for (const row of kept) {
    // A proof kept in a shape that is not one is shown as no proof at all, never as a crash.
    const proof = ZKeptProof.safeParse(row.proof);
    proven.set(tickKey(row), { allname: row.allname, at: row.at, price: new Decimal(row.price).toFixed(), rootSeq: row.rootSeq, proof: proof.success ? proof.data : [] });
  }
  const missing = ticks.filter((tick) => !proven.has(tickKey(tick)));
  for (const tick of await proveRecordedTicks(db, missing, 'none')) proven.set(tickKey(tick), { ...tick, price: new Decimal(tick.price).toFixed() });
  const roots = await readRoots(db, [...proven.values()].flatMap((tick) => [tick.rootSeq, tick.rootSeq - 1]));
  const evidence = new Map<string, TTickEvidence>();
  for (const [key, tick] of proven) {
    const root = roots.get(tick.rootSeq);
    if (!root) continue;
    const previousRoot = tick.rootSeq === 1 ? CHAIN_GENESIS : (roots.get(tick.rootSeq - 1)?.root ?? CHAIN_GENESIS);
    evidence.set(key, { tick: { allname: tick.allname, at: tick.at, price: tick.price }, proof: tick.proof, root, previousRoot });
  }
  return evidence;
}

/** The Merkle roots of seqs after `fromSeq` up to `toSeq`, in chain order. */
export async function readChainLinks(db: DbOrTx, fromSeq: number, toSeq: number): Promise<string[]> {
  if (toSeq <= fromSeq) return [];
  const rows = await db
    .select({ merkle: marketTickRoots.merkle })
    .from(marketTickRoots)
    .where(and(gt(marketTickRoots.seq, fromSeq), lte(marketTickRoots.seq, toSeq)))
    .orderBy(asc(marketTickRoots.seq));
  return rows.map((row) => row.merkle);
}
