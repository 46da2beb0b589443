import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { goodsItems } from '../../db/schema/index.js';
import { GOODS_IMAGE_COUNT, goodsImageUrl } from '../../static/goods-images.js';
import { firstVersion, pricingCurrency } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { describeGoods, GOODS_FLAGS, goodsData } from '../goods-view.js';
import { imageOrGenerated, pictureFor } from '../operator-media.js';

/** An item without a picture of its own gets one of the server's generated ones, chosen by its name. */
export const goodsAdd = defineCommand({
  name: 'goods-add',
  fields: ADMIN_INPUTS['goods-add'],
  group: 'terms',
  summary: 'add an item to the goods catalogue',
  line: { flags: GOODS_FLAGS },
  routes: ADMIN_ROUTES['goods-add'],
  audit: { keepsResult: true },
  effect: async (tx, command, context) => {
    const pricing = await pricingCurrency(tx, command.price);
    if (!pricing.ok) return pricing;
    const image = await imageOrGenerated(context.dataDir, command.image, goodsImageUrl(pictureFor(command.itemName, GOODS_IMAGE_COUNT)));
    if (!image.ok) return image;
    const [row] = await tx
      .insert(goodsItems)
      .values({ name: firstVersion(command.itemName, command.language), price: command.price, currency: pricing.currency, image: image.path, sort: command.sort ?? 0 })
      .returning();
    if (!row) throw new Error('goods_items insert returned nothing');
    return { ok: true, ...said('goods.added', { item: describeGoods(row) }), data: { goods: goodsData(row) } };
  },
});
