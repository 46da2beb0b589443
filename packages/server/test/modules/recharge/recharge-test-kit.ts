import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API, CODE } from '@meridian/protocol';
import { rechargeOrders } from '../../../src/db/schema/index.js';
import { readMemberBalance } from '../../../src/ledger/read-member-balance.js';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, SandboxGateway } from '../../../src/payments/sandbox-gateway.js';
import type { PaymentNotice } from '../../../src/payments/payment-provider.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import type { TestMember } from '../../helpers/members.js';

export const requestId = () => `req-${randomBytes(8).toString('hex')}`;

export async function available(t: TestApp, member: TestMember): Promise<string> {
  return (await readMemberBalance(t.db, member.id)).available.toFixed(2);
}

export async function orderRow(t: TestApp, orderNo: string) {
  const [row] = await t.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}

export async function openOnlineOrder(t: TestApp, member: TestMember, amount = '100.00'): Promise<{ orderNo: string; payUrl: string }> {
  const answer = await t.api.call(API.recharge.onlineRecharge, { requestId: requestId(), channelCode: 'sandbox', amount }, { token: member.token });
  if (answer.code !== CODE.OK) throw new Error(`onlineRecharge: ${answer.code} ${answer.msg}`);
  return { orderNo: String(answer.data.orderNo), payUrl: String(answer.data.payUrl) };
}

export async function openOfflineOrder(t: TestApp, member: TestMember, amount = '200.00'): Promise<string> {
  const answer = await t.api.call(
    API.recharge.offlineRecharge,
    { requestId: requestId(), methodCode: 'bank_transfer', bankCode: 'HSBC', amount, realName: 'Chan Tai Man' },
    { token: member.token },
  );
  if (answer.code !== CODE.OK) throw new Error(`offlineRecharge: ${answer.code} ${answer.msg}`);
  return String(answer.data.orderNo);
}

export function gateway(t: TestApp): SandboxGateway {
  return new SandboxGateway(t.config.sandboxPaySecret);
}

/** Posts a callback as the gateway would: signed with the gateway's secret unless `signature` is given. */
export async function postCallback(t: TestApp, notice: PaymentNotice, signature?: string) {
  const signed = gateway(t).signNotice(notice);
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature ?? signed.signature },
    payload: signed.body,
  });
}

export function approvedNotice(orderNo: string, amount: string): PaymentNotice {
  return { orderNo, amount, currency: 'USDT', outcome: 'approved', providerRef: `SBX-${orderNo}` };
}
