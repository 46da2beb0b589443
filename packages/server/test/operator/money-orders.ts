import { randomBytes } from 'node:crypto';
import { API, CODE } from '@meridian/protocol';
import { readMemberBalance } from '../../src/ledger/read-member-balance.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import type { TestApp } from '../helpers/build-test-app.js';
import type { TestMember } from '../helpers/members.js';

/** Orders for the operator to decide, made the way a member makes them: through the API. */

export const PAY_PASSWORD = '2468';
const requestId = () => `req-${randomBytes(8).toString('hex')}`;

export async function available(t: TestApp, member: TestMember): Promise<string> {
  return (await readMemberBalance(t.db, member.id)).available.toFixed(2);
}

/** An offline bank recharge waiting for review. */
export async function pendingRecharge(t: TestApp, member: TestMember, amount = '200.00'): Promise<string> {
  const answer = await t.api.call(
    API.recharge.offlineRecharge,
    { requestId: requestId(), methodCode: 'bank_transfer', bankCode: 'HSBC', amount, realName: 'Chan Tai Man' },
    { token: member.token },
  );
  if (answer.code !== CODE.OK) throw new Error(`offlineRecharge: ${answer.code} ${answer.msg}`);
  return String(answer.data.orderNo);
}

/** A member ready to withdraw: a pay password, a bank card and `funds` given by an operator's adjustment. */
export async function readyToWithdraw(t: TestApp, member: TestMember, funds: string): Promise<number> {
  const password = await t.api.call(
    API.member.updatePayPasswordByOld,
    { loginPassword: member.password, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    { token: member.token },
  );
  if (password.code !== CODE.OK) throw new Error(`updatePayPasswordByOld: ${password.code} ${password.msg}`);
  const card = await t.api.call(API.withdraw.addBankCard, { bankCode: 'HSBC', holder: 'Alice Example', account: '123456789012' }, { token: member.token });
  if (card.code !== CODE.OK) throw new Error(`addBankCard: ${card.code} ${card.msg}`);
  const granted = await runCommand(t.db, { name: 'adjust', username: member.username, amount: funds, reason: 'test funds' }, { actor: 'cli:test' });
  if (!granted.ok) throw new Error(granted.text);
  return Number(card.data.id);
}

/** A bank withdrawal waiting for review. */
export async function pendingWithdrawal(t: TestApp, member: TestMember, bankCardId: number, amount = '100.00'): Promise<string> {
  const answer = await t.api.call(
    API.withdraw.withdraw,
    { method: 'bank', bankCardId, amount, payPassword: PAY_PASSWORD, requestId: requestId() },
    { token: member.token },
  );
  if (answer.code !== CODE.OK) throw new Error(`withdraw: ${answer.code} ${answer.msg}`);
  return String(answer.data.orderNo);
}
