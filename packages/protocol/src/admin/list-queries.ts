import type { QueryKind } from './admin-route.js';

/**
 * The query parameters the admin API's lists share (docs/console-api.md, "Lists"), written once
 * for the list routes and their CSV exports, so a file holds what the page shows.
 */

/** `page` from 1, `pageSize` up to 100, one of the list's sort fields and `asc` or `desc`. */
export const PAGE_QUERY = { page: 'int', pageSize: 'int', sort: 'text', order: 'text' } as const satisfies Record<string, QueryKind>;

/** `memberId` (the member page's own tabs, scripts) or `member`, as an operator types it: an id or a username. */
export const MEMBER_QUERY = { memberId: 'int', member: 'text' } as const satisfies Record<string, QueryKind>;

/** Days of UTC, both included. */
export const DAY_RANGE_QUERY = { createdFrom: 'text', createdTo: 'text' } as const satisfies Record<string, QueryKind>;

export const RECHARGE_QUERY = { status: 'text', ...MEMBER_QUERY, ...DAY_RANGE_QUERY } as const;
export const WITHDRAWAL_QUERY = { status: 'text', ...MEMBER_QUERY, ...DAY_RANGE_QUERY } as const;
export const BILL_QUERY = { ...MEMBER_QUERY, type: 'text', ...DAY_RANGE_QUERY } as const;
export const AUDIT_QUERY = { actor: 'text', action: 'text', ...DAY_RANGE_QUERY } as const;
