import { z } from 'zod/mini';
import { CONTRACT_DIRECTIONS } from '../rules/contract-payout.js';
import { ZInterestOrderStatus } from '../schemas/interest/interest-order.js';
import { ZMiningOrderStatus } from '../schemas/mining/mining-orders.js';
import { MEMBER_FILTER_FIELDS, pageFields } from './list-fields.js';
import { CONTRACT_FILTER_STATUSES, TASK_ORDER_FILTER_STATUSES } from './order-answers.js';

/** What the order lists take (admin-inputs.ts): a member, a status, a page. */

export const ZContractsInput = z.object({
  ...MEMBER_FILTER_FIELDS,
  status: z.optional(z.enum(CONTRACT_FILTER_STATUSES)),
  direction: z.optional(z.enum(CONTRACT_DIRECTIONS)),
  ...pageFields(['id']),
});
export const ZMiningOrdersInput = z.object({ ...MEMBER_FILTER_FIELDS, status: z.optional(ZMiningOrderStatus), ...pageFields(['id']) });
export const ZInterestOrdersInput = z.object({ ...MEMBER_FILTER_FIELDS, status: z.optional(ZInterestOrderStatus), ...pageFields(['id']) });
export const ZTaskOrdersInput = z.object({ ...MEMBER_FILTER_FIELDS, status: z.optional(z.enum(TASK_ORDER_FILTER_STATUSES)), ...pageFields(['id']) });
