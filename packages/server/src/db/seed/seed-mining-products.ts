import { miningProducts } from '../schema/index.js';
import type { DbOrTx } from '../types.js';
import { inEveryLanguage } from './in-every-language.js';

/** Three demo machines: a short one to try, a standard one, and a long one with a purchase window. */
export async function seedMiningProducts(db: DbOrTx, currency: string, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: miningProducts.id }).from(miningProducts).limit(1);
  if (existing) return;
  const inNinetyDays = new Date(now.getTime() + 90 * 24 * 60 * 60 * 1000);
  await db.insert(miningProducts).values([
    { name: inEveryLanguage(['Starter S1', '入門 S1', 'Pemula S1', 'Başlangıç S1', 'Стартовий S1', 'Inicial S1']), price: '100', currency, dailyRate: '1.2', lockDays: 3, singleLimit: 5, expiresAt: null, sort: 1 },
    { name: inEveryLanguage(['Standard M7', '標準 M7', 'Standar M7', 'Standart M7', 'Стандарт M7', 'Estándar M7']), price: '500', currency, dailyRate: '1.5', lockDays: 7, singleLimit: 3, expiresAt: null, sort: 2 },
    { name: inEveryLanguage(['Pro X30', '專業 X30', 'Pro X30', 'Pro X30', 'Про X30', 'Pro X30']), price: '2000', currency, dailyRate: '1.8', lockDays: 30, singleLimit: 1, expiresAt: inNinetyDays, sort: 3 },
  ]);
}
