import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { API, ZGetProductListRequest, ZGetProductListResponse } from '@meridian/protocol';
import { miningProducts } from '../../db/schema/index.js';
import { defineCall } from '../../http/define-call.js';
import { toMiningProduct } from './mining-views.js';

/** The machines that can be bought now (enabled, not past expiry), in the operator's order. Public. */
export const getProductListCall = defineCall({
  path: API.common.getProductList,
  request: ZGetProductListRequest,
  response: ZGetProductListResponse,
  async handler({ deps, language }) {
    const now = new Date(deps.clock.now());
    const rows = await deps.db
      .select()
      .from(miningProducts)
      .where(and(eq(miningProducts.enabled, true), or(isNull(miningProducts.expiresAt), gt(miningProducts.expiresAt, now))))
      .orderBy(asc(miningProducts.sort), asc(miningProducts.id));
    return { list: rows.map((row) => toMiningProduct(row, language)) };
  },
});
