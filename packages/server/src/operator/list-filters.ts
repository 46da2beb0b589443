import { DAY_RANGE_FILTER } from './day-range.js';
import { MEMBER_FILTER } from './member-ref.js';

/**
 * The flags of the lists that can be exported, written once for the list command and its export
 * as their fields (the contract's list-fields.ts) and query (ADMIN_ROUTES) are, so a file holds
 * what the page shows.
 */

export const RECHARGE_FILTER = {
  flags: { status: ['status', 'text', '<status>'], ...MEMBER_FILTER.flags, ...DAY_RANGE_FILTER.flags },
} as const;

export const WITHDRAWAL_FILTER = {
  flags: { status: ['status', 'text', '<status>'], ...MEMBER_FILTER.flags, ...DAY_RANGE_FILTER.flags },
} as const;

export const BILL_FILTER = {
  flags: { ...MEMBER_FILTER.flags, type: ['type', 'text', '<type>'], ...DAY_RANGE_FILTER.flags },
} as const;

export const AUDIT_FILTER = {
  flags: { actor: ['actor', 'text', '<cli:user|api:name|console:name>'], action: ['action', 'text', '<command>'], ...DAY_RANGE_FILTER.flags },
} as const;
