import { asc } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { goodsItems } from '../../db/schema/index.js';
import { defineCommand } from '../command-types.js';
import { inEnglish } from '../../i18n/console/console-translate.js';
import { describeGoods, goodsData } from '../goods-view.js';

export const goods = defineCommand({
  name: 'goods',
  fields: ADMIN_INPUTS.goods,
  group: 'terms',
  summary: 'the goods catalogue of tasks',
  line: {},
  routes: ADMIN_ROUTES.goods,
  audit: {},
  effect: async (tx) => {
    const rows = await tx.select().from(goodsItems).orderBy(asc(goodsItems.sort), asc(goodsItems.id));
    return { ok: true, text: rows.length === 0 ? 'The goods catalogue is empty.' : rows.map((row) => inEnglish(describeGoods(row))).join('\n'), data: { goods: rows.map(goodsData) } };
  },
});
