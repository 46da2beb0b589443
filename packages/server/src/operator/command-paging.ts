import { asc, count, desc, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/types.js';

/*
 * How every list the console shows is paged: `page` from 1, `pageSize` up to 100, one of the
 * list's own sort fields and an order (the contract's pageFields). A list never answers more than
 * one page, whatever it is asked.
 */

/** The command-line flags of a paged list. */
export const PAGE_FLAGS = {
  page: ['page', 'int', '<n>'],
  'page-size': ['pageSize', 'int', '<n>'],
  sort: ['sort', 'text', '<field>'],
  order: ['order', 'text', 'asc|desc'],
} as const;

export interface PageRequest {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

/** LIMIT and OFFSET of the page asked for. */
export const pageWindow = ({ page, pageSize }: PageRequest) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** ORDER BY the sort column, ties broken by id in the same direction, so a page is always the same rows. */
export function pageOrder(request: PageRequest, column: AnyColumn | SQL, id: AnyColumn): SQL[] {
  const direction = request.order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** What a list answers: the page's items and how many there are in all (counted up to COUNT_CAP). */
export interface Page<Item> {
  items: Item[];
  total: number;
  /** true when there are more than `total`: the count stopped at COUNT_CAP. */
  totalIsLowerBound?: boolean;
}

/**
 * Lists count their matches only as far as the pager looks: ten pages past the one asked for, and
 * never past COUNT_CAP. Counting a million bills for a pager nobody pages to the end of would
 * cost more than the page itself; `totalIsLowerBound` says there are more, and the pager grows as
 * the operator pages on (or a narrower filter finds the rest).
 */
export const COUNT_CAP = 10_000;
const PAGES_AHEAD = 10;

/** How many matching rows a list counts for this page: `LIMIT` of the counting subquery. */
export function countLimit(request: PageRequest): number {
  return Math.min(COUNT_CAP, (request.page - 1 + PAGES_AHEAD) * request.pageSize) + 1;
}

/** The total of a list from its matching rows' count, made with `LIMIT countLimit(request)`. */
export async function cappedTotal(request: PageRequest, counting: PromiseLike<{ n: number }[]>): Promise<Pick<Page<unknown>, 'total' | 'totalIsLowerBound'>> {
  const n = await countOf(counting);
  const limit = countLimit(request) - 1;
  return n > limit ? { total: limit, totalIsLowerBound: true } : { total: n };
}

type Total = Pick<Page<unknown>, 'total' | 'totalIsLowerBound'>;

/**
 * A page's rows and its list's total, in as few waits as can be. Below COUNT_CAP both are asked at
 * once (two pool connections, one wait). A page at or past the cap needs no count (it would stop
 * at the cap anyway): a full page says "more than" what it reaches, and a page that is not full
 * ends the list, so its total is known. Only an empty page past the cap is counted, to say where
 * the list ended.
 */
export async function pageAndTotal<Row>(request: PageRequest, rows: PromiseLike<Row[]>, total: () => Promise<Total>): Promise<[Row[], Total]> {
  const { limit, offset } = pageWindow(request);
  if (offset + limit < COUNT_CAP) return Promise.all([rows, total()]);
  const page = await rows;
  if (page.length === limit) return [page, { total: offset + limit, totalIsLowerBound: true }];
  if (page.length > 0) return [page, { total: offset + page.length }];
  return [page, await total()];
}

/**
 * How many of one table's rows `where` matches, counting no further than `limit`: `[{n}]`. A
 * placeholder limit makes it a statement to prepare (prepared-lists.ts).
 */
export function tableCount(db: DbOrTx, table: PgTable, where: SQL | undefined, limit: number | Placeholder) {
  const matching = db.select({ one: sql`1` }).from(table).where(where).limit(limit).as('matching');
  return db.select({ n: count() }).from(matching);
}

/** The `n` of a counting query's one row. */
export async function countOf(counting: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await counting;
  return row?.n ?? 0;
}

/** The total of a list of one table's rows that `where` matches, counted as far as the pager looks. */
export function tableTotal(db: DbOrTx, request: PageRequest, table: PgTable, where: SQL | undefined): ReturnType<typeof cappedTotal> {
  return cappedTotal(request, tableCount(db, table, where, countLimit(request)));
}

/** The text a list shows on the command line: its rows, and where it is in the whole. */
export function pageText(page: Page<unknown>, request: PageRequest, lines: readonly string[], none: string): string {
  if (page.total === 0) return none;
  const first = (request.page - 1) * request.pageSize + 1;
  const last = first + page.items.length - 1;
  const where = page.items.length === 0 ? `page ${request.page} is past the end` : `${first}–${last}`;
  return [...lines, `(${where} of ${page.totalIsLowerBound === true ? 'more than ' : ''}${page.total})`].join('\n');
}
