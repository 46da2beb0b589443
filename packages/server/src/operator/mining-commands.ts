import { Decimal } from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/types.js';
import { miningProducts } from '../db/schema/index.js';
import { formatMoney } from '../ledger/money.js';
import { describeText } from '../i18n/localized-text.js';
import {
  APPLIES_TO_NEW_ORDERS,
  firstVersion,
  hasChanges,
  momentDate,
  onOff,
  platformCurrency,
  priceProblem,
  putVersions,
  ZAmountText,
  ZItemName,
  ZMoment,
  ZPercentText,
  ZRecordId,
  ZSort,
  ZTextLanguage,
} from './command-fields.js';
import type { CommandOutcome } from './operator-commands.js';

const ZLockDays = z.number().int().min(1).max(3650);
const ZSingleLimit = z.number().int().min(1).max(100_000);

export const ZMiningCommands = [
  z.strictObject({ name: z.literal('mining-products') }),
  z.strictObject({
    name: z.literal('mining-product-add'),
    itemName: ZItemName,
    language: ZTextLanguage,
    price: ZAmountText,
    dailyRate: ZPercentText,
    lockDays: ZLockDays,
    singleLimit: ZSingleLimit,
    expiresAt: ZMoment.nullable().optional(),
    sort: ZSort.optional(),
  }),
  z.strictObject({
    name: z.literal('mining-product-set'),
    id: ZRecordId,
    itemName: ZItemName.optional(),
    language: ZTextLanguage,
    price: ZAmountText.optional(),
    dailyRate: ZPercentText.optional(),
    lockDays: ZLockDays.optional(),
    singleLimit: ZSingleLimit.optional(),
    expiresAt: ZMoment.nullable().optional(),
    enabled: z.boolean().optional(),
    sort: ZSort.optional(),
  }),
] as const;
export type MiningCommand = z.infer<(typeof ZMiningCommands)[number]>;

type ProductRow = typeof miningProducts.$inferSelect;

/** Amounts and rates as the app shows them (`250.00`, `1.6`), not as NUMERIC columns hold them. */
const productData = (row: ProductRow) => ({
  ...row,
  price: formatMoney(new Decimal(row.price)),
  dailyRate: new Decimal(row.dailyRate).toFixed(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

function describeProduct(stored: ProductRow): string {
  const row = productData(stored);
  return (
    `#${row.id}  ${describeText(row.name)}  ${row.price} ${row.currency}  ${row.dailyRate} % a day for ${row.lockDays} days  ` +
    `at most ${row.singleLimit} per member  expires ${row.expiresAt ?? 'never'}  ${onOff(row.enabled)}  sort ${row.sort}`
  );
}

export async function runMiningCommand(tx: Tx, command: MiningCommand): Promise<CommandOutcome> {
  if (command.name === 'mining-products') {
    const rows = await tx.select().from(miningProducts).orderBy(asc(miningProducts.sort), asc(miningProducts.id));
    return { ok: true, text: rows.length === 0 ? 'No mining products.' : rows.map(describeProduct).join('\n'), data: { products: rows.map(productData) } };
  }
  const currency = await platformCurrency(tx);
  const badPrice = command.price === undefined ? null : priceProblem(command.price, currency);
  if (badPrice !== null) return { ok: false, text: `${badPrice}; nothing was changed.` };

  if (command.name === 'mining-product-add') {
    const [row] = await tx
      .insert(miningProducts)
      .values({
        name: firstVersion(command.itemName, command.language),
        price: command.price,
        currency,
        dailyRate: command.dailyRate,
        lockDays: command.lockDays,
        singleLimit: command.singleLimit,
        expiresAt: momentDate(command.expiresAt) ?? null,
        sort: command.sort ?? 0,
      })
      .returning();
    if (!row) throw new Error('mining_products insert returned nothing');
    return { ok: true, text: `Mining product added: ${describeProduct(row)}`, data: { product: productData(row) } };
  }

  const { id, itemName, language, expiresAt, name: _name, ...rest } = command;
  if (!hasChanges({ ...rest, itemName, expiresAt })) return { ok: false, text: `Nothing to change for mining product #${id}.` };
  const [existing] = await tx.select().from(miningProducts).where(eq(miningProducts.id, id));
  if (!existing) return { ok: false, text: `There is no mining product #${id}; nothing was changed.` };
  const changes = { ...rest, ...putVersions(existing, { name: itemName }, language), ...(expiresAt === undefined ? {} : { expiresAt: momentDate(expiresAt) }) };
  const [row] = await tx.update(miningProducts).set(changes).where(eq(miningProducts.id, id)).returning();
  if (!row) throw new Error('mining_products update returned nothing');
  return { ok: true, text: `Mining product changed: ${describeProduct(row)}. ${APPLIES_TO_NEW_ORDERS}`, data: { product: productData(row) } };
}
