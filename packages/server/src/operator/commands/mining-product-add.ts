import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { miningProducts } from '../../db/schema/index.js';
import { firstVersion, momentDate, pricingCurrency } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { describeProduct, MINING_FLAGS, productData } from '../mining-product-view.js';

export const miningProductAdd = defineCommand({
  name: 'mining-product-add',
  fields: ADMIN_INPUTS['mining-product-add'],
  group: 'terms',
  summary: 'offer a new mining product, priced in the platform currency',
  line: { flags: MINING_FLAGS },
  routes: ADMIN_ROUTES['mining-product-add'],
  audit: { keepsResult: true },
  effect: async (tx, command) => {
    const pricing = await pricingCurrency(tx, command.price);
    if (!pricing.ok) return pricing;
    const [row] = await tx
      .insert(miningProducts)
      .values({
        name: firstVersion(command.itemName, command.language),
        price: command.price,
        currency: pricing.currency,
        dailyRate: command.dailyRate,
        lockDays: command.lockDays,
        singleLimit: command.singleLimit,
        expiresAt: momentDate(command.expiresAt) ?? null,
        sort: command.sort ?? 0,
      })
      .returning();
    if (!row) throw new Error('mining_products insert returned nothing');
    return { ok: true, ...said('mining.added', { product: describeProduct(row) }), data: { product: productData(row) } };
  },
});
