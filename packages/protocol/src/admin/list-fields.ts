import { z } from 'zod/mini';
import { ZBillType } from '../schemas/bill/bill-record.js';
import { RECHARGE_STATUSES } from '../schemas/recharge/recharge-order.js';
import { WITHDRAWAL_STATUSES } from '../schemas/withdraw/withdraw-record.js';
import { ZAdminId, ZDay } from './input-fields.js';

/**
 * The input fields the admin API's lists share (docs/console-api.md, "Lists"), written once for
 * a list command and its CSV export, so a file holds what the page shows. Their query parameters
 * are list-queries.ts.
 */

/** A list never answers more than one page of this many rows, whatever it is asked. */
export const MAX_PAGE_SIZE = 100;

/** `page` from 1, `pageSize` up to 100, one of the list's own sort fields (the first by default) and an order. */
export function pageFields<const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) {
  return {
    page: z._default(z.int().check(z.gte(1), z.lte(1_000_000)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(MAX_PAGE_SIZE)), 20),
    sort: z._default(z.enum(sorts), sorts[0]),
    order: z._default(z.enum(['asc', 'desc']), 'desc'),
  };
}

/**
 * Which member's rows a list shows: `memberId` (the member page's own tab, and scripts), or
 * `member` as an operator types it into a search box: a member id or a username in any case.
 */
export const MEMBER_FILTER_FIELDS = {
  memberId: z.optional(ZAdminId),
  member: z.optional(z.string().check(z.trim(), z.regex(/^\S{1,254}$/, 'a username or a member id, without spaces'))),
};

/** A list's dates: from one day to another, both included, as days of UTC. */
export const DAY_RANGE_FIELDS = { createdFrom: z.optional(ZDay), createdTo: z.optional(ZDay) };

export const RECHARGE_FILTER_FIELDS = { status: z.optional(z.enum(RECHARGE_STATUSES)), ...MEMBER_FILTER_FIELDS, ...DAY_RANGE_FIELDS };
export const WITHDRAWAL_FILTER_FIELDS = { status: z.optional(z.enum(WITHDRAWAL_STATUSES)), ...MEMBER_FILTER_FIELDS, ...DAY_RANGE_FIELDS };
export const BILL_FILTER_FIELDS = { ...MEMBER_FILTER_FIELDS, type: z.optional(ZBillType), ...DAY_RANGE_FIELDS };
export const AUDIT_FILTER_FIELDS = {
  actor: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
  action: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  ...DAY_RANGE_FIELDS,
};
