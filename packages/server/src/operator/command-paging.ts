import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminRoute } from './command-types.js';

/**
 * How every list the console shows is paged: `page` from 1, `pageSize` up to 100, one of the
 * list's own sort fields and an order. A list never answers more than one page, whatever it is
 * asked.
 */
export const MAX_PAGE_SIZE = 100;

export function pageFields<const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) {
  return {
    page: z.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    sort: z.enum(sorts).default(sorts[0]),
    order: z.enum(['asc', 'desc']).default('desc'),
  };
}

/** The query parameters of a paged route, to spread into its `query`. */
export const PAGE_QUERY = { page: 'int', pageSize: 'int', sort: 'text', order: 'text' } as const satisfies AdminRoute['query'];

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
 * Lists count their matches up to this many, then say "at least": counting a million bills for a
 * pager nobody pages to the end of costs more than the page itself. A narrower filter finds the rest.
 */
export const COUNT_CAP = 10_000;

/** The total of a list from its matching rows' count, at most COUNT_CAP + 1. */
export async function cappedTotal(counting: PromiseLike<{ n: number }[]>): Promise<Pick<Page<unknown>, 'total' | 'totalIsLowerBound'>> {
  const [row] = await counting;
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { total: COUNT_CAP, totalIsLowerBound: true } : { total: n };
}

/** `SELECT count(*) FROM (<matching rows> LIMIT COUNT_CAP + 1)`: wrap a list's matching select (one column) in it. */
export const COUNT_LIMIT = COUNT_CAP + 1;

/** The text a list shows on the command line: its rows, and where it is in the whole. */
export function pageText(page: Page<unknown>, request: PageRequest, lines: readonly string[], none: string): string {
  if (page.total === 0) return none;
  const first = (request.page - 1) * request.pageSize + 1;
  const last = first + page.items.length - 1;
  const where = page.items.length === 0 ? `page ${request.page} is past the end` : `${first}–${last}`;
  return [...lines, `(${where} of ${page.total})`].join('\n');
}
