import { z } from 'zod/mini';
import { ZPageRequest, zPage } from '../shared.js';
import { ZContractOrder } from './contract-order.js';

/** The bet record's two tabs: running contracts, and settled ones (won, lost or draw). */
export const ZContractOrderFilter = z.enum(['running', 'finished']);
export type TContractOrderFilter = z.infer<typeof ZContractOrderFilter>;

/**
 * `/api/ContractShort/getOrderPage`: the member's own contracts, newest first; with `allname`, only
 * those on that pair (the K-line page shows the pair's running contracts when the member comes back).
 */
export const ZGetContractOrderPageRequest = z.strictObject({
  ...ZPageRequest.shape,
  status: ZContractOrderFilter,
  allname: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
});
export type TGetContractOrderPageRequest = z.input<typeof ZGetContractOrderPageRequest>;
export const ZGetContractOrderPageResponse = zPage(ZContractOrder);
export type TGetContractOrderPageResponse = z.infer<typeof ZGetContractOrderPageResponse>;
