import { asc } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { miningProducts as miningProductsTable } from '../../db/schema/index.js';
import { defineCommand } from '../command-types.js';
import { inEnglish } from '../../i18n/console/console-translate.js';
import { describeProduct, productData } from '../mining-product-view.js';

export const miningProducts = defineCommand({
  name: 'mining-products',
  fields: ADMIN_INPUTS['mining-products'],
  group: 'terms',
  summary: 'every mining product, enabled or not',
  line: {},
  routes: ADMIN_ROUTES['mining-products'],
  audit: {},
  effect: async (tx) => {
    const rows = await tx.select().from(miningProductsTable).orderBy(asc(miningProductsTable.sort), asc(miningProductsTable.id));
    return { ok: true, text: rows.length === 0 ? 'No mining products.' : rows.map((row) => inEnglish(describeProduct(row))).join('\n'), data: { products: rows.map(productData) } };
  },
});
