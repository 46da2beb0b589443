import { Decimal } from 'decimal.js';
import { miningProducts } from '../db/schema/index.js';
import { saidPart, type SaidMessage } from '../i18n/console/console-translate.js';
import { describeText } from '../i18n/localized-text.js';
import { formatLedgerAmount } from '../ledger/format-ledger-amount.js';
import { LANGUAGE_FLAG, onOff, SORT_FLAG } from './command-fields.js';

/** What the mining product commands share: their terms' rules, flags and how a product reads. */

export const MINING_FLAGS = {
  name: ['itemName', 'text', '<n>'],
  ...LANGUAGE_FLAG,
  price: ['price', 'text', '<p>'],
  'daily-rate': ['dailyRate', 'text', '<%>'],
  'lock-days': ['lockDays', 'int'],
  'single-limit': ['singleLimit', 'int'],
  expires: ['expiresAt', 'clearable', '<ISO time>'],
  ...SORT_FLAG,
} as const;

type ProductRow = typeof miningProducts.$inferSelect;

/** Amounts and rates as the app shows them (`250.00`, `1.6`), not as NUMERIC columns hold them. */
export const productData = (row: ProductRow) => ({
  ...row,
  price: formatLedgerAmount(new Decimal(row.price)),
  dailyRate: new Decimal(row.dailyRate).toFixed(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function describeProduct(stored: ProductRow): SaidMessage {
  const row = productData(stored);
  return saidPart('mining.describe', {
    id: row.id,
    name: describeText(row.name),
    price: row.price,
    currency: row.currency,
    rate: row.dailyRate,
    days: row.lockDays,
    limit: row.singleLimit,
    expires: row.expiresAt ?? saidPart('mining.neverExpires'),
    state: onOff(row.enabled),
    sort: row.sort,
  });
}
