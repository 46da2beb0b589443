import { z } from 'zod/mini';

/**
 * How the admin API answers a list (docs/console-api.md, "Lists"): one page of items and how many
 * match, counted only as far as the pager looks: `totalIsLowerBound` says there are more.
 */
export const listPage = <Item extends z.core.SomeType>(item: Item) =>
  z.object({ items: z.array(item), total: z.int(), totalIsLowerBound: z.optional(z.boolean()) });

/** How many rows of a money list match, and the sum of their amounts, in one currency. */
export const ZAmountTotal = z.object({ currency: z.string(), count: z.int(), amount: z.string() });
export type TAmountTotal = z.infer<typeof ZAmountTotal>;

/** A money list: its page, and what every row its filter matches adds up to per currency (not only the page). */
export const totalledPage = <Item extends z.core.SomeType>(item: Item) => z.extend(listPage(item), { totals: z.array(ZAmountTotal) });

/** Any list's page, whatever its items: what the console's pager reads. */
export interface TListPage<Item> {
  items: Item[];
  total: number;
  totalIsLowerBound?: boolean | undefined;
  totals?: TAmountTotal[] | undefined;
}
