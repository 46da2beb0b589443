import { z } from 'zod';
import { RECHARGE_STATUSES, WITHDRAWAL_STATUSES, ZBillType } from '@meridian/protocol';
import { DAY_RANGE_FILTER } from './day-range.js';
import { MEMBER_FILTER } from './member-ref.js';

/**
 * The filters of the lists that can be exported, written once for the list command and its
 * export: the same fields and flags (and, in the contract's ADMIN_ROUTES, the same query), so a
 * file holds what the page shows.
 */

export const RECHARGE_FILTER = {
  fields: {
    status: z.enum(RECHARGE_STATUSES).optional(),
    ...MEMBER_FILTER.fields,
    ...DAY_RANGE_FILTER.fields,
  },
  flags: { status: ['status', 'text', '<status>'], ...MEMBER_FILTER.flags, ...DAY_RANGE_FILTER.flags },
} as const;

export const WITHDRAWAL_FILTER = {
  fields: { status: z.enum(WITHDRAWAL_STATUSES).optional(), ...MEMBER_FILTER.fields, ...DAY_RANGE_FILTER.fields },
  flags: { status: ['status', 'text', '<status>'], ...MEMBER_FILTER.flags, ...DAY_RANGE_FILTER.flags },
} as const;

export const BILL_FILTER = {
  fields: { ...MEMBER_FILTER.fields, type: z.optional(ZBillType), ...DAY_RANGE_FILTER.fields },
  flags: { ...MEMBER_FILTER.flags, type: ['type', 'text', '<type>'], ...DAY_RANGE_FILTER.flags },
} as const;

export const AUDIT_FILTER = {
  fields: { actor: z.string().trim().min(1).max(120).optional(), action: z.string().trim().min(1).max(60).optional(), ...DAY_RANGE_FILTER.fields },
  flags: { actor: ['actor', 'text', '<cli:user|api:name|console:name>'], action: ['action', 'text', '<command>'], ...DAY_RANGE_FILTER.flags },
} as const;
