import { Decimal } from 'decimal.js';
import { MINING_DAY_MS, currencyScale, miningSchedule, type AppLanguage, type TMiningOrder, type TMiningProduct } from '@meridian/protocol';
import type { miningOrders, miningProducts } from '../../db/schema/index.js';
import { pickText } from '../../i18n/localized-text.js';

type MiningProductRow = typeof miningProducts.$inferSelect;
type MiningOrderRow = typeof miningOrders.$inferSelect;

/** A product as members reading `language` see it; the stored NUMERICs are cut to the currency's scale. */
export function toMiningProduct(row: MiningProductRow, language: AppLanguage): TMiningProduct {
  const scale = currencyScale(row.currency);
  const terms = { price: row.price, currency: row.currency, dailyRate: new Decimal(row.dailyRate).toFixed(), lockDays: row.lockDays };
  const schedule = miningSchedule(terms, 0);
  return {
    id: row.id,
    name: pickText(row.name, language),
    price: new Decimal(row.price).toFixed(scale),
    currency: row.currency,
    dailyRate: terms.dailyRate,
    lockDays: row.lockDays,
    singleLimit: row.singleLimit,
    expiresAt: row.expiresAt ? row.expiresAt.getTime() : null,
    dailyIncome: schedule.dailyIncome,
    totalIncome: schedule.totalIncome,
  };
}

export function toMiningOrder(row: MiningOrderRow, language: AppLanguage): TMiningOrder {
  const scale = currencyScale(row.currency);
  const startedAt = row.startedAt.getTime();
  const isRunning = row.status === 'running';
  return {
    orderNo: row.orderNo,
    productId: row.productId,
    productName: pickText(row.productName, language),
    price: new Decimal(row.price).toFixed(scale),
    currency: row.currency,
    dailyRate: new Decimal(row.dailyRate).toFixed(),
    dailyIncome: new Decimal(row.dailyIncome).toFixed(scale),
    lockDays: row.lockDays,
    daysPaid: row.daysPaid,
    incomePaid: new Decimal(row.dailyIncome).times(row.daysPaid).toFixed(scale),
    startedAt,
    endsAt: row.endsAt.getTime(),
    nextPayoutAt: isRunning ? startedAt + (row.daysPaid + 1) * MINING_DAY_MS : null,
    status: isRunning ? 'running' : 'finished',
    finishedAt: row.finishedAt ? row.finishedAt.getTime() : null,
  };
}
