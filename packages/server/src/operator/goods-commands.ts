import { Decimal } from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/types.js';
import { goodsItems } from '../db/schema/index.js';
import { formatMoney } from '../ledger/money.js';
import { GOODS_IMAGE_COUNT, goodsImageUrl } from '../static/goods-images.js';
import { describeText } from '../i18n/localized-text.js';
import {
  APPLIES_TO_NEW_ORDERS,
  firstVersion,
  hasChanges,
  onOff,
  platformCurrency,
  priceProblem,
  putVersions,
  ZAmountText,
  ZImageData,
  ZItemName,
  ZRecordId,
  ZSort,
  ZTextLanguage,
} from './command-fields.js';
import type { CommandContext, CommandOutcome } from './operator-commands.js';
import { imageOrGenerated, pictureFor, storeOperatorImage } from './operator-media.js';

export const ZGoodsCommands = [
  z.strictObject({ name: z.literal('goods') }),
  z.strictObject({
    name: z.literal('goods-add'),
    itemName: ZItemName,
    language: ZTextLanguage,
    price: ZAmountText,
    image: ZImageData.optional(),
    sort: ZSort.optional(),
  }),
  z.strictObject({
    name: z.literal('goods-set'),
    id: ZRecordId,
    itemName: ZItemName.optional(),
    language: ZTextLanguage,
    price: ZAmountText.optional(),
    image: ZImageData.optional(),
    enabled: z.boolean().optional(),
    sort: ZSort.optional(),
  }),
] as const;
export type GoodsCommand = z.infer<(typeof ZGoodsCommands)[number]>;

type GoodsRow = typeof goodsItems.$inferSelect;

const goodsData = (row: GoodsRow) => ({ ...row, price: formatMoney(new Decimal(row.price)), createdAt: row.createdAt.toISOString() });
const describeGoods = (stored: GoodsRow) => {
  const row = goodsData(stored);
  return `#${row.id}  ${describeText(row.name)}  ${row.price} ${row.currency}  ${row.image}  ${onOff(row.enabled)}  sort ${row.sort}`;
};

export async function runGoodsCommand(tx: Tx, command: GoodsCommand, context: CommandContext): Promise<CommandOutcome> {
  if (command.name === 'goods') {
    const rows = await tx.select().from(goodsItems).orderBy(asc(goodsItems.sort), asc(goodsItems.id));
    return { ok: true, text: rows.length === 0 ? 'The goods catalogue is empty.' : rows.map(describeGoods).join('\n'), data: { goods: rows.map(goodsData) } };
  }
  const currency = await platformCurrency(tx);
  const badPrice = command.price === undefined ? null : priceProblem(command.price, currency);
  if (badPrice !== null) return { ok: false, text: `${badPrice}; nothing was changed.` };

  if (command.name === 'goods-add') {
    const image = await imageOrGenerated(context.dataDir, command.image, goodsImageUrl(pictureFor(command.itemName, GOODS_IMAGE_COUNT)));
    if (!image.ok) return image;
    const [row] = await tx
      .insert(goodsItems)
      .values({ name: firstVersion(command.itemName, command.language), price: command.price, currency, image: image.path, sort: command.sort ?? 0 })
      .returning();
    if (!row) throw new Error('goods_items insert returned nothing');
    return { ok: true, text: `Goods item added: ${describeGoods(row)}`, data: { goods: goodsData(row) } };
  }

  const { id, itemName, language, image: imageData, name: _name, ...rest } = command;
  if (!hasChanges({ ...rest, itemName, imageData })) {
    return { ok: false, text: `Nothing to change for goods item #${id}.` };
  }
  const [existing] = await tx.select().from(goodsItems).where(eq(goodsItems.id, id));
  if (!existing) return { ok: false, text: `There is no goods item #${id}; nothing was changed.` };
  const image = imageData === undefined ? undefined : await storeOperatorImage(context.dataDir, imageData);
  if (image && !image.ok) return image;
  const changes = { ...rest, ...putVersions(existing, { name: itemName }, language), ...(image ? { image: image.path } : {}) };
  const [row] = await tx.update(goodsItems).set(changes).where(eq(goodsItems.id, id)).returning();
  if (!row) throw new Error('goods_items update returned nothing');
  return { ok: true, text: `Goods item changed: ${describeGoods(row)}. ${APPLIES_TO_NEW_ORDERS}`, data: { goods: goodsData(row) } };
}
