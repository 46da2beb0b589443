import { buildTickTree, type CommittedTick, type MerkleStep } from '@meridian/protocol';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { marketTickProofs, marketTicks } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import type { PriceTick } from './candles.js';

/** A tick with its inclusion proof in the root that commits it. */
export interface ProvenTick extends CommittedTick {
  rootSeq: number;
  proof: MerkleStep[];
}

export const tickKey = (tick: Pick<PriceTick, 'allname' | 'at'>) => `${tick.allname}@${tick.at}`;

const ZLeaves = z.object({
  rows: z.array(
    z.object({
      allname: z.string(),
      at: z.coerce.number().int(),
      price: z.string(),
      root_seq: z.coerce.number().int(),
      is_wanted: z.boolean(),
    }),
  ),
});

/**
 * Proofs of `ticks` (those of them committed and still recorded, and not in `skip`), each built
 * from the recorded ticks of its root. One read: the wanted ticks' roots, and every tick of those.
 */
export async function proveRecordedTicks(db: DbOrTx, ticks: readonly Pick<PriceTick, 'allname' | 'at'>[], skip: 'kept' | 'none'): Promise<ProvenTick[]> {
  if (ticks.length === 0) return [];
  const keys = JSON.stringify(ticks.map((tick) => ({ allname: tick.allname, at: tick.at })));
  const { rows } = ZLeaves.parse(
    await db.execute(sql`
      with wanted as (
        select t.allname, t.at, t.root_seq
        from (select distinct allname, at from jsonb_to_recordset(${keys}::jsonb) as w(allname text, at bigint)) as w
        join ${marketTicks} t on t.allname = w.allname and t.at = w.at
        where t.root_seq is not null
          and (${skip} = 'none' or not exists (select 1 from ${marketTickProofs} p where p.allname = w.allname and p.at = w.at))
      )
      select t.allname, t.at, t.price::text as price, t.root_seq,
        exists (select 1 from wanted w where w.allname = t.allname and w.at = t.at) as is_wanted
      from (select distinct at, root_seq from wanted) as r
      join ${marketTicks} t on t.at = r.at and t.root_seq = r.root_seq`),
  );
  const byRoot = new Map<number, typeof rows>();
  for (const row of rows) {
    const group = byRoot.get(row.root_seq);
    if (group) group.push(row);
    else byRoot.set(row.root_seq, [row]);
  }
  const proven: ProvenTick[] = [];
  for (const [rootSeq, leaves] of byRoot) {
    const tree = buildTickTree(leaves);
    for (const leaf of leaves) {
      if (!leaf.is_wanted) continue;
      const tick = { allname: leaf.allname, at: leaf.at, price: leaf.price };
      const proof = tree.proofOf(tick);
      if (proof) proven.push({ ...tick, rootSeq, proof });
    }
  }
  return proven;
}

/**
 * Keeps, for ever, the proofs of `ticks` that a settlement used and that are not kept yet, inside
 * the settlement's transaction, so a settled contract can be verified after its ticks expire.
 * `alreadyKept` spares a run's later batches the read for ticks its earlier batches kept; answers
 * the keys this call saw to, for the caller to add to it once its transaction has committed.
 */
export async function keepTickProofs(tx: DbOrTx, ticks: readonly Pick<PriceTick, 'allname' | 'at'>[], alreadyKept: ReadonlySet<string>): Promise<string[]> {
  const wanted = [...new Map(ticks.map((tick) => [tickKey(tick), tick] as const)).entries()].filter(([key]) => !alreadyKept.has(key));
  if (wanted.length === 0) return [];
  const proven = await proveRecordedTicks(
    tx,
    wanted.map(([, tick]) => tick),
    'kept',
  );
  if (proven.length > 0) {
    // In key order, so two settlements keeping the same ticks take their locks in the same order.
    const rows = proven
      .sort((a, b) => (a.allname === b.allname ? a.at - b.at : a.allname < b.allname ? -1 : 1))
      .map((tick) => ({ allname: tick.allname, at: tick.at, price: tick.price, root_seq: tick.rootSeq, proof: tick.proof }));
    await tx.execute(sql`
      insert into ${marketTickProofs} (allname, at, price, root_seq, proof)
      select allname, at, price, root_seq, proof
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as k(allname text, at bigint, price numeric, root_seq bigint, proof jsonb)
      on conflict do nothing`);
  }
  return wanted.map(([key]) => key);
}
