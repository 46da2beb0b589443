import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { miningProducts } from '../../db/schema/index.js';
import { APPLIES_TO_NEW_ORDERS, ENABLED_FLAG, hasChanges, ID_POSITIONAL, momentDate, pricingCurrency, putVersions } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { describeProduct, MINING_FLAGS, productData } from '../mining-product-view.js';

/** Changes the terms new orders get; orders already placed keep theirs. A name is changed in one language. */
export const miningProductSet = defineCommand({
  name: 'mining-product-set',
  fields: ADMIN_INPUTS['mining-product-set'],
  group: 'terms',
  summary: 'change, enable or disable a mining product',
  line: { positionals: [ID_POSITIONAL], flags: { ...MINING_FLAGS, ...ENABLED_FLAG } },
  routes: ADMIN_ROUTES['mining-product-set'],
  audit: { target: (command) => `mining-product:${command.id}`, keepsResult: true },
  effect: async (tx, command) => {
    const pricing = await pricingCurrency(tx, command.price);
    if (!pricing.ok) return pricing;
    const { id, itemName, language, expiresAt, name: _name, ...rest } = command;
    if (!hasChanges({ ...rest, itemName, expiresAt })) return { ok: false, ...said('mining.nothingToChange', { id }) };
    const [existing] = await tx.select().from(miningProducts).where(eq(miningProducts.id, id));
    if (!existing) return { ok: false, ...said('mining.missing', { id }) };
    const changes = { ...rest, ...putVersions(existing, { name: itemName }, language), ...(expiresAt === undefined ? {} : { expiresAt: momentDate(expiresAt) }) };
    const [row] = await tx.update(miningProducts).set(changes).where(eq(miningProducts.id, id)).returning();
    if (!row) throw new Error('mining_products update returned nothing');
    return { ok: true, ...said('mining.changed', { product: describeProduct(row), newOrdersOnly: APPLIES_TO_NEW_ORDERS }), data: { product: productData(row) } };
  },
});
