import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { goodsItems } from '../../db/schema/index.js';
import { APPLIES_TO_NEW_ORDERS, ENABLED_FLAG, hasChanges, ID_POSITIONAL, pricingCurrency, putVersions } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { describeGoods, GOODS_FLAGS, goodsData } from '../goods-view.js';
import { storeOperatorImage } from '../operator-media.js';

export const goodsSet = defineCommand({
  name: 'goods-set',
  fields: ADMIN_INPUTS['goods-set'],
  group: 'terms',
  summary: 'change, enable or disable a goods item',
  line: { positionals: [ID_POSITIONAL], flags: { ...GOODS_FLAGS, ...ENABLED_FLAG } },
  routes: ADMIN_ROUTES['goods-set'],
  audit: { target: (command) => `goods:${command.id}`, keepsResult: true },
  effect: async (tx, command, context) => {
    const pricing = await pricingCurrency(tx, command.price);
    if (!pricing.ok) return pricing;
    const { id, itemName, language, image: imageData, name: _name, ...rest } = command;
    if (!hasChanges({ ...rest, itemName, imageData })) return { ok: false, ...said('goods.nothingToChange', { id }) };
    const [existing] = await tx.select().from(goodsItems).where(eq(goodsItems.id, id));
    if (!existing) return { ok: false, ...said('goods.missing', { id }) };
    const image = imageData === undefined ? undefined : await storeOperatorImage(context.dataDir, imageData);
    if (image && !image.ok) return image;
    const changes = { ...rest, ...putVersions(existing, { name: itemName }, language), ...(image ? { image: image.path } : {}) };
    const [row] = await tx.update(goodsItems).set(changes).where(eq(goodsItems.id, id)).returning();
    if (!row) throw new Error('goods_items update returned nothing');
    return { ok: true, ...said('goods.changed', { item: describeGoods(row), newOrdersOnly: APPLIES_TO_NEW_ORDERS }), data: { goods: goodsData(row) } };
  },
});
