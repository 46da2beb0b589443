import { CHAIN_GENESIS, chainRoot, tickMerkleRoot, type TTickRoot } from '@meridian/protocol';
import { and, asc, eq, gt, gte, lte, max, min, sql } from 'drizzle-orm';
import { z } from 'zod';
import { marketTickRoots, marketTicks } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';

/** Roots checked per read: about a minute's worth of a busy chain's ticks (21 pairs) per page. */
const PAGE_ROOTS = 3_000;
/** Problems listed by name; beyond these only counted. */
const MAX_LISTED = 20;

export interface TickChainReport {
  ok: boolean;
  /** The roots checked, by seq (null: none in the range). */
  fromSeq: number | null;
  toSeq: number | null;
  roots: number;
  /** Recorded ticks hashed and compared with their roots. */
  ticks: number;
  /** Roots whose ticks have expired (older than the oldest tick kept): only their links are checked. */
  expired: number;
  problems: string[];
  problemCount: number;
  elapsedMs: number;
  ticksPerSecond: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

interface CheckedTick {
  allname: string;
  at: number;
  price: string;
  rootSeq: number | null;
}

interface LoadedPage {
  page: TTickRoot[];
  lastSeq: number;
  /** The last second whose ticks have been read, this page's included. */
  readUpTo: number;
  ticks: CheckedTick[];
}

const ZTickRows = z.object({
  rows: z.array(z.object({ allname: z.string(), at: z.coerce.number().int(), price: z.string(), root_seq: z.coerce.number().int().nullable() })),
});

/** The recorded ticks of seconds `from` to `to`, as stored (raw rows: drizzle's mapping doubled the read). */
async function readTicks(db: DbOrTx, from: number, to: number): Promise<CheckedTick[]> {
  const { rows } = ZTickRows.parse(await db.execute(sql`select allname, at, price::text as price, root_seq from ${marketTicks} where at >= ${from} and at <= ${to}`));
  return rows.map((row) => ({ allname: row.allname, at: row.at, price: row.price, rootSeq: row.root_seq }));
}

/**
 * `npm run verify -- chain` (and `ledger:check`): every root in the range follows from the one
 * before (root_n = H(root_{n-1} ‖ merkle_n)), none is missing, and every recorded tick still kept
 * gives its second's Merkle root, no tick more and none less. Reads a page of roots and their
 * ticks at a time, so on the embedded database the server's other work goes on between pages.
 */
export async function checkTickChain(db: DbOrTx, range: { fromMs?: number | undefined; toMs?: number | undefined } = {}): Promise<TickChainReport> {
  const started = performance.now();
  const problems: string[] = [];
  let problemCount = 0;
  const problem = (text: string) => {
    problemCount += 1;
    if (problems.length < MAX_LISTED) problems.push(text);
  };

  const inRange = and(
    range.fromMs === undefined ? undefined : gte(marketTickRoots.second, range.fromMs),
    range.toMs === undefined ? undefined : lte(marketTickRoots.second, range.toMs),
  );
  const [bounds] = await db.select({ first: min(marketTickRoots.seq), last: max(marketTickRoots.seq) }).from(marketTickRoots).where(inRange);
  const [oldest] = await db.select({ at: min(marketTicks.at) }).from(marketTicks);
  const firstSeq = bounds?.first ?? null;
  const lastSeq = bounds?.last ?? null;
  const oldestTickAt = oldest?.at ?? Number.POSITIVE_INFINITY;

  let roots = 0;
  let ticks = 0;
  let expired = 0;
  if (firstSeq !== null && lastSeq !== null) {
    let previous = { seq: firstSeq - 1, root: CHAIN_GENESIS };
    if (firstSeq > 1) {
      const [before] = await db.select({ root: marketTickRoots.root }).from(marketTickRoots).where(eq(marketTickRoots.seq, firstSeq - 1));
      if (before) previous = { seq: firstSeq - 1, root: before.root };
      else problem(`root ${firstSeq - 1} is missing: root ${firstSeq} cannot be linked to the chain before it`);
    }
    // Ticks are read in contiguous time ranges, page after page, so a tick between two roots'
    // seconds or after the last one is seen too; ticks of a root in a later page (a late tick's
    // root) wait for it in `waiting`. The next page is read while this one is hashed.
    const waiting = new Map<number, CheckedTick[]>();
    const load = async (after: number, readUpTo: number | null): Promise<LoadedPage | null> => {
      const page: TTickRoot[] = await db
        .select({ seq: marketTickRoots.seq, second: marketTickRoots.second, tickCount: marketTickRoots.tickCount, merkle: marketTickRoots.merkle, root: marketTickRoots.root })
        .from(marketTickRoots)
        .where(and(gt(marketTickRoots.seq, after), lte(marketTickRoots.seq, lastSeq)))
        .orderBy(asc(marketTickRoots.seq))
        .limit(PAGE_ROOTS);
      const last = page[page.length - 1];
      if (!last) return null;
      const seconds = page.map((root) => root.second);
      const from = readUpTo === null ? Math.min(...seconds) : readUpTo + 1;
      const to = last.seq >= lastSeq ? (range.toMs ?? Number.MAX_SAFE_INTEGER) : Math.max(...seconds);
      return { page, lastSeq: last.seq, readUpTo: Math.max(to, readUpTo ?? to), ticks: await readTicks(db, from, to) };
    };
    for (let next = load(firstSeq - 1, null); ; ) {
      const loaded = await next;
      if (!loaded) break;
      if (loaded.lastSeq < lastSeq) next = load(loaded.lastSeq, loaded.readUpTo);
      else next = Promise.resolve(null);
      for (const tick of loaded.ticks) {
        if (tick.rootSeq === null) {
          problem(`tick ${tick.allname} at ${iso(tick.at)} was recorded without a commitment`);
          continue;
        }
        const group = waiting.get(tick.rootSeq);
        if (group) group.push(tick);
        else waiting.set(tick.rootSeq, [tick]);
      }
      for (const root of loaded.page) {
        roots += 1;
        if (root.seq !== previous.seq + 1) problem(`roots ${previous.seq + 1} to ${root.seq - 1} are missing`);
        if (chainRoot(previous.root, root.merkle) !== root.root) problem(`root ${root.seq} (${iso(root.second)}) does not follow from root ${previous.seq}: H(root ${previous.seq} ‖ merkle) is not its root`);
        previous = root;
        const own = waiting.get(root.seq) ?? [];
        waiting.delete(root.seq);
        if (own.length === 0) {
          if (root.second >= oldestTickAt) problem(`the ticks of root ${root.seq} (${iso(root.second)}) are missing`);
          else expired += 1;
          continue;
        }
        ticks += own.length;
        let merkle: string | null;
        try {
          merkle = tickMerkleRoot(own);
        } catch {
          merkle = null;
        }
        if (own.length !== root.tickCount || merkle !== root.merkle) {
          problem(`the ticks of ${iso(root.second)} do not give root ${root.seq}: ${own.length} of ${root.tickCount} ticks recorded${merkle === root.merkle ? '' : ', Merkle root differs'}`);
        }
      }
      // The embedded database has one connection: let the server's own work in between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const [seq, left] of waiting) {
      // Ticks of roots outside the range checked are theirs to check; inside it, their root is gone.
      if (seq >= firstSeq && seq <= lastSeq) for (const tick of left) problem(`tick ${tick.allname} at ${iso(tick.at)} names root ${seq}, which is not in the chain`);
    }
  }
  const elapsedMs = performance.now() - started;
  return {
    ok: problemCount === 0,
    fromSeq: firstSeq,
    toSeq: lastSeq,
    roots,
    ticks,
    expired,
    problems,
    problemCount,
    elapsedMs,
    ticksPerSecond: elapsedMs > 0 ? Math.round((ticks * 1000) / elapsedMs) : 0,
  };
}

/** The report in a few lines, as the command line prints it. */
export function describeTickChain(report: TickChainReport): string {
  const rate = `${report.ticks.toLocaleString('en-US')} ticks in ${(report.elapsedMs / 1000).toFixed(1)} s (${report.ticksPerSecond.toLocaleString('en-US')} ticks/s)`;
  if (report.roots === 0 && report.ok) return 'Tick chain: no roots in this range.';
  const span = report.fromSeq === null ? '' : ` (seq ${report.fromSeq} to ${report.toSeq ?? report.fromSeq})`;
  const summary = `${report.roots.toLocaleString('en-US')} roots${span}, ${rate}; ${report.expired.toLocaleString('en-US')} seconds checked by their links only (ticks expired)`;
  if (report.ok) return `Tick chain OK: ${summary}.`;
  const more = report.problemCount > report.problems.length ? `\n  … and ${report.problemCount - report.problems.length} more` : '';
  return `Tick chain FAILED (${report.problemCount} problem${report.problemCount === 1 ? '' : 's'}): ${summary}.\n  ${report.problems.join('\n  ')}${more}`;
}
