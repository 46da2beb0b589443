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

/** Problems listed by name up to MAX_LISTED, all of them counted. */
class Problems {
  readonly listed: string[] = [];
  count = 0;

  add(text: string): void {
    this.count += 1;
    if (this.listed.length < MAX_LISTED) this.listed.push(text);
  }
}

type Range = { fromMs?: number | undefined; toMs?: number | undefined };
interface Link {
  seq: number;
  root: string;
}
interface Tally {
  roots: number;
  ticks: number;
  expired: number;
}

/** The first and last root of the range, and the oldest tick still kept. */
async function boundsOf(db: DbOrTx, range: Range) {
  const inRange = and(
    range.fromMs === undefined ? undefined : gte(marketTickRoots.second, range.fromMs),
    range.toMs === undefined ? undefined : lte(marketTickRoots.second, range.toMs),
  );
  const [bounds] = await db.select({ first: min(marketTickRoots.seq), last: max(marketTickRoots.seq) }).from(marketTickRoots).where(inRange);
  const [oldest] = await db.select({ at: min(marketTicks.at) }).from(marketTicks);
  return { firstSeq: bounds?.first ?? null, lastSeq: bounds?.last ?? null, oldestTickAt: oldest?.at ?? Number.POSITIVE_INFINITY };
}

/** The root the range's first root must follow from: genesis, or the one before the range. */
async function linkBefore(db: DbOrTx, firstSeq: number, problems: Problems): Promise<Link> {
  const genesis = { seq: firstSeq - 1, root: CHAIN_GENESIS };
  if (firstSeq <= 1) return genesis;
  const [before] = await db.select({ root: marketTickRoots.root }).from(marketTickRoots).where(eq(marketTickRoots.seq, firstSeq - 1));
  if (before) return { seq: firstSeq - 1, root: before.root };
  problems.add(`root ${firstSeq - 1} is missing: root ${firstSeq} cannot be linked to the chain before it`);
  return genesis;
}

/** The page of roots after `after` (up to `lastSeq`) and the ticks of the seconds it covers. */
async function loadPage(db: DbOrTx, range: Range, lastSeq: number, after: number, readUpTo: number | null): Promise<LoadedPage | null> {
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
}

/** Files each tick under the root it names, to be checked when that root is reached. */
function fileTicks(ticks: CheckedTick[], waiting: Map<number, CheckedTick[]>, problems: Problems): void {
  for (const tick of ticks) {
    if (tick.rootSeq === null) {
      problems.add(`tick ${tick.allname} at ${iso(tick.at)} was recorded without a commitment`);
      continue;
    }
    const group = waiting.get(tick.rootSeq);
    if (group) group.push(tick);
    else waiting.set(tick.rootSeq, [tick]);
  }
}

function merkleOf(ticks: CheckedTick[]): string | null {
  try {
    return tickMerkleRoot(ticks);
  } catch {
    return null;
  }
}

/** One root: it follows from the previous one, and its own ticks (if still kept) give its Merkle root. */
function checkRoot(root: TTickRoot, previous: Link, own: CheckedTick[], oldestTickAt: number, tally: Tally, problems: Problems): void {
  tally.roots += 1;
  if (root.seq !== previous.seq + 1) problems.add(`roots ${previous.seq + 1} to ${root.seq - 1} are missing`);
  if (chainRoot(previous.root, root.merkle) !== root.root) problems.add(`root ${root.seq} (${iso(root.second)}) does not follow from root ${previous.seq}: H(root ${previous.seq} ‖ merkle) is not its root`);
  if (own.length === 0) {
    if (root.second >= oldestTickAt) problems.add(`the ticks of root ${root.seq} (${iso(root.second)}) are missing`);
    else tally.expired += 1;
    return;
  }
  tally.ticks += own.length;
  const merkle = merkleOf(own);
  if (own.length !== root.tickCount || merkle !== root.merkle) {
    problems.add(`the ticks of ${iso(root.second)} do not give root ${root.seq}: ${own.length} of ${root.tickCount} ticks recorded${merkle === root.merkle ? '' : ', Merkle root differs'}`);
  }
}

/** Walks the roots firstSeq..lastSeq page by page, checking links and ticks. */
async function walkChain(db: DbOrTx, range: Range, bounds: { firstSeq: number; lastSeq: number; oldestTickAt: number }, tally: Tally, problems: Problems): Promise<void> {
  const { firstSeq, lastSeq, oldestTickAt } = bounds;
  let previous = await linkBefore(db, firstSeq, problems);
  // Ticks are read in contiguous time ranges, page after page, so a tick between two roots'
  // seconds or after the last one is seen too; ticks of a root in a later page (a late tick's
  // root) wait for it in `waiting`. The next page is read while this one is hashed.
  const waiting = new Map<number, CheckedTick[]>();
  for (let next = loadPage(db, range, lastSeq, firstSeq - 1, null); ; ) {
    const loaded = await next;
    if (!loaded) break;
    next = loaded.lastSeq < lastSeq ? loadPage(db, range, lastSeq, loaded.lastSeq, loaded.readUpTo) : Promise.resolve(null);
    fileTicks(loaded.ticks, waiting, problems);
    for (const root of loaded.page) {
      const own = waiting.get(root.seq) ?? [];
      waiting.delete(root.seq);
      checkRoot(root, previous, own, oldestTickAt, tally, problems);
      previous = root;
    }
    // The embedded database has one connection: let the server's own work in between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const [seq, left] of waiting) {
    // Ticks of roots outside the range checked are theirs to check; inside it, their root is gone.
    if (seq >= firstSeq && seq <= lastSeq) for (const tick of left) problems.add(`tick ${tick.allname} at ${iso(tick.at)} names root ${seq}, which is not in the chain`);
  }
}

/**
 * `npm run verify -- chain` (and `ledger:check`): every root in the range follows from the one
 * before (root_n = H(root_{n-1} ‖ merkle_n)), none is missing, and every recorded tick still kept
 * gives its second's Merkle root, no tick more and none less. Reads a page of roots and their
 * ticks at a time, so on the embedded database the server's other work goes on between pages.
 */
export async function checkTickChain(db: DbOrTx, range: Range = {}): Promise<TickChainReport> {
  const started = performance.now();
  const problems = new Problems();
  const tally: Tally = { roots: 0, ticks: 0, expired: 0 };
  const { firstSeq, lastSeq, oldestTickAt } = await boundsOf(db, range);
  if (firstSeq !== null && lastSeq !== null) await walkChain(db, range, { firstSeq, lastSeq, oldestTickAt }, tally, problems);
  const elapsedMs = performance.now() - started;
  return {
    ok: problems.count === 0,
    fromSeq: firstSeq,
    toSeq: lastSeq,
    ...tally,
    problems: problems.listed,
    problemCount: problems.count,
    elapsedMs,
    ticksPerSecond: elapsedMs > 0 ? Math.round((tally.ticks * 1000) / elapsedMs) : 0,
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
