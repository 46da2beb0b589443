import { z } from 'zod';
import { ZBillType } from '@meridian/protocol';
import { ZRecordId } from './command-fields.js';

/**
 * The filters of the lists that can be exported, written once for the list command and its
 * export: the same fields, flags and query parameters, so a file holds what the page shows.
 */

export const RECHARGE_FILTER = {
  fields: {
    status: z.enum(['waiting_payment', 'pending_review', 'completed', 'rejected', 'cancelled', 'failed']).optional(),
    memberId: ZRecordId.optional(),
  },
  flags: { status: ['status', 'text', '<status>'], member: ['memberId', 'int', '<id>'] },
  query: { status: 'text', memberId: 'int' },
} as const;

export const WITHDRAWAL_FILTER = {
  fields: { status: z.enum(['pending', 'paid', 'rejected']).optional(), memberId: ZRecordId.optional() },
  flags: { status: ['status', 'text', '<status>'], member: ['memberId', 'int', '<id>'] },
  query: { status: 'text', memberId: 'int' },
} as const;

export const BILL_FILTER = {
  fields: { memberId: ZRecordId.optional(), type: z.optional(ZBillType) },
  flags: { member: ['memberId', 'int', '<id>'], type: ['type', 'text', '<type>'] },
  query: { memberId: 'int', type: 'text' },
} as const;

export const AUDIT_FILTER = {
  fields: { actor: z.string().trim().min(1).max(120).optional(), action: z.string().trim().min(1).max(60).optional() },
  flags: { actor: ['actor', 'text', '<cli:user|api:name|console:name>'], action: ['action', 'text', '<command>'] },
  query: { actor: 'text', action: 'text' },
} as const;
