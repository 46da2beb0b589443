import { Decimal } from 'decimal.js';
import { goodsItems } from '../db/schema/index.js';
import { saidPart } from '../i18n/console/console-translate.js';
import { describeText } from '../i18n/localized-text.js';
import { formatLedgerAmount } from '../ledger/format-ledger-amount.js';
import { LANGUAGE_FLAG, onOff, SORT_FLAG } from './command-fields.js';

/** What the goods commands share: their flags and how an item of the task catalogue reads. */

export const GOODS_FLAGS = { name: ['itemName', 'text', '<n>'], ...LANGUAGE_FLAG, price: ['price', 'text', '<p>'], image: ['image', 'image'], ...SORT_FLAG } as const;

type GoodsRow = typeof goodsItems.$inferSelect;

export const goodsData = (row: GoodsRow) => ({ ...row, price: formatLedgerAmount(new Decimal(row.price)), createdAt: row.createdAt.toISOString() });

export const describeGoods = (stored: GoodsRow) => {
  const row = goodsData(stored);
  return saidPart('goods.describe', { id: row.id, name: describeText(row.name), price: row.price, currency: row.currency, image: row.image, state: onOff(row.enabled), sort: row.sort });
};
