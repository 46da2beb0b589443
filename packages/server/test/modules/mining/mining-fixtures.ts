import { API, CODE, ZMiningOrder, type TMiningOrder } from '@meridian/protocol';
import { miningProducts } from '../../../src/db/schema/index.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import type { TestMember } from '../../helpers/members.js';
import { PAY_PASSWORD, as, requestId } from '../withdraw/withdraw-fixtures.js';

export { PAY_PASSWORD, as, balances, grant, requestId, setPayPassword } from '../withdraw/withdraw-fixtures.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProductTerms {
  name?: string;
  price?: string;
  dailyRate?: string;
  lockDays?: number;
  singleLimit?: number;
  expiresAt?: Date | null;
  enabled?: boolean;
}

/** A product of the test's own, so figures do not depend on the demo seed. */
export async function addProduct(t: TestApp, terms: ProductTerms = {}): Promise<number> {
  const [row] = await t.db
    .insert(miningProducts)
    .values({
      name: { 'en-US': terms.name ?? 'Test rig' },
      price: terms.price ?? '100',
      currency: 'USDT',
      dailyRate: terms.dailyRate ?? '1.5',
      lockDays: terms.lockDays ?? 3,
      singleLimit: terms.singleLimit ?? 2,
      expiresAt: terms.expiresAt ?? null,
      enabled: terms.enabled ?? true,
      sort: 100,
    })
    .returning({ id: miningProducts.id });
  if (!row) throw new Error('product insert returned nothing');
  return row.id;
}

export function buy(t: TestApp, member: TestMember, fields: Record<string, unknown>) {
  return t.api.call(API.mining.buy, { requestId: requestId(), payPassword: PAY_PASSWORD, ...fields }, as(member));
}

export async function bought(t: TestApp, member: TestMember, productId: number): Promise<TMiningOrder> {
  const answer = await buy(t, member, { productId });
  if (answer.code !== CODE.OK) throw new Error(`mining buy: ${answer.code} ${answer.msg}`);
  return ZMiningOrder.parse(answer.data);
}
