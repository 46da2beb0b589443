import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ADMIN_OUTPUTS,
  ADMIN_ROUTES,
  API,
  CODE,
  HELD_COMMANDS,
  adminRouteOf,
  filledAdminPath,
  ZHeldAnswer,
  type AdminCommandName,
  type AdminMethod,
  type AdminRouteName,
} from '@meridian/protocol';
import { chainCursors, chainDeposits, chainSends, signerStatus } from '../../src/db/schema/index.js';
import { settleDueContracts } from '../../src/modules/contract/settle-due-contracts.js';
import { COMMAND_DEFINITIONS } from '../../src/operator/command-registry.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import type { OperatorCommand } from '../../src/operator/command-registry.js';
import type { CommandContext } from '../../src/operator/command-types.js';
import { serverCommandContext } from '../../src/operator/server-command-context.js';
import { randomIp } from '../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { START, advance, signed } from '../modules/contract/contract-fixtures.js';
import { addProduct, bought, setPayPassword } from '../modules/mining/mining-fixtures.js';
import { levelOneMember, submitted } from '../modules/kyc/kyc-fixtures.js';
import { turnOnTwoStep } from '../modules/security/two-step-fixtures.js';
import { TEST_TASK_SETTINGS, grabbed, useTestCatalogue } from '../modules/task/task-fixtures.js';
import { as, funded, requestId } from '../modules/withdraw/withdraw-fixtures.js';
import { TINY_PNG } from '../operator/operator-cli.js';
import { pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';

/**
 * The admin API answers what the contract says (protocol admin/admin-outputs.ts): every command
 * runs here through its route from the contract's table, over the demo data and orders members
 * made, and its `data` is parsed with the command's schema. Parsing drops what a schema does not
 * name, so "parsed equals sent" also fails on a field the server sends that the contract lacks.
 */
const TOKEN = 'contract-token-0123456789abcdefghij';
/** A second script: the second pair of eyes four eyes waits for. */
const CHECKER = 'checker-token-0123456789abcdefghij';
const PNG = `data:image/png;base64,${TINY_PNG.toString('base64')}`;

const clock = createManualClock(START);
let t: TestApp;
const answered = new Set<AdminCommandName>();

beforeAll(async () => {
  t = await buildTestApp({ operatorTokens: [{ name: 'contract', token: TOKEN }, { name: 'checker', token: CHECKER }] }, { marketClock: clock });
  await t.deps.market.start();
  await advance(t, clock, 60_000);
  await t.deps.settings.set('task', TEST_TASK_SETTINGS);
  await useTestCatalogue(t);
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  data: unknown;
}

/** The command's schema, and the held answer beside it for a command four eyes may hold. */
function answerSchema(name: AdminCommandName, status: number): z.core.$ZodType {
  const held: readonly string[] = HELD_COMMANDS;
  return status === 202 && held.includes(name) ? ZHeldAnswer : ADMIN_OUTPUTS[name];
}

/**
 * Calls a command through its route, as the contract's table writes it (path parameters filled in,
 * the rest as the query of a GET or the body of anything else), and checks the answer's `data`.
 */
async function call(name: AdminRouteName, fields: Record<string, unknown> = {}, options: { method?: AdminMethod; token?: string } = {}): Promise<Answer> {
  const route = adminRouteOf(name, options.method);
  const inPath = new Set([...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]));
  const params = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | number] => inPath.has(entry[0]) && (typeof entry[1] === 'string' || typeof entry[1] === 'number')));
  const rest = Object.fromEntries(Object.entries(fields).filter(([field]) => !inPath.has(field)));
  const query = route.method === 'GET' ? new URLSearchParams(Object.entries(rest).map(([field, value]): [string, string] => [field, String(value)])).toString() : '';
  const response = await t.app.inject({
    method: route.method,
    url: `${filledAdminPath(route.path, params)}${query === '' ? '' : `?${query}`}`,
    remoteAddress: randomIp(),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token ?? TOKEN}` },
    ...(route.method === 'GET' ? {} : { payload: JSON.stringify(rest) }),
  });
  const body: { ok: boolean; message: string; data?: unknown } = response.json();
  expect(body.ok, `${name}: ${body.message}`).toBe(true);
  const parsed = z.safeParse(answerSchema(name, response.statusCode), body.data);
  expect(parsed.error?.issues, `${name} answers data its schema refuses`).toBeUndefined();
  expect(parsed.data, `${name} answers fields its schema does not name`).toEqual(body.data);
  answered.add(name);
  return { status: response.statusCode, data: body.data };
}

/** A held command approved by the second script: the approval's answer, checked as approval-approve's. */
async function approved(held: Answer): Promise<Answer> {
  expect(held.status).toBe(202);
  const { approvalId } = ZHeldAnswer.parse(held.data);
  return call('approval-approve', { id: approvalId }, { token: CHECKER });
}

/** A command run on the database (the command line's, or an export whose route answers its file), its data checked the same way. */
async function ran(command: OperatorCommand, context: CommandContext = {}): Promise<void> {
  const outcome = await runCommand(t.db, command, { actor: 'cli:contract', dataDir: t.config.dataDir, ...context });
  const parsed = z.safeParse(ADMIN_OUTPUTS[command.name], outcome.data);
  expect(parsed.error?.issues, `${command.name} answers data its schema refuses`).toBeUndefined();
  expect(parsed.data).toEqual(outcome.data);
  answered.add(command.name);
}

const idOf = (data: unknown, field: string): number => z.object({ [field]: z.object({ id: z.number() }) }).parse(data)[field]?.id ?? Number.NaN;

describe('the admin API answers what the contract says', () => {
  let member: TestMember;

  it('about members', async () => {
    member = await newMember(t);
    await call('dashboard');
    await call('members', { q: member.username });
    await call('member', { id: member.id });
    await call('member-sign-ins', { id: member.id, pageSize: 5 });
    await call('member-freeze', { username: member.username, withdraw: false });
    await call('member-level', { username: member.username, level: 2 });
    await call('pay-password-reset', { username: member.username });
    await call('kick', { username: member.username });
    const secured = await newMember(t);
    await turnOnTwoStep(t, clock, secured);
    await call('two-step-reset', { username: secured.username });
    await call('outbox', { limit: 5 });
    await call('push-deliveries', { status: 'pending', limit: 5 });
    await call('popup', { title: 'Hello', content: '<p>Hi</p>', member: member.username });
    await call('popup', { title: 'Hello all', content: '<p>Hi</p>' });
    await call('maintenance', { on: false, message: '' });
    await call('ledger-check');
    await call('liabilities-snapshot');
  });

  it('about support conversations', async () => {
    const writer = await newMember(t);
    expect((await t.api.call(API.support.sendMessage, { text: 'Where is my deposit?' }, as(writer))).code).toBe(CODE.OK);
    const open = await call('conversations', { status: 'open' });
    const [first] = z.object({ items: z.array(z.object({ id: z.number() })) }).parse(open.data).items;
    const id = first?.id ?? Number.NaN;
    await call('conversation', { id });
    await call('conversation-reply', { id, text: 'We are checking it.', image: PNG });
    await call('conversation-close', { id });
  });

  it('about money: the queue, decisions, adjustments and four eyes', async () => {
    const payer = await newMember(t);
    const recharged = await pendingRecharge(t, payer);
    // One unfinished recharge a member: the one to reject is another's.
    const rejectedRecharge = await pendingRecharge(t, await newMember(t));
    const card = await readyToWithdraw(t, payer, '500.00');
    const paid = await pendingWithdrawal(t, payer, card, '100.00');
    const rejected = await pendingWithdrawal(t, payer, card, '50.00');
    await call('pending');
    await call('order-claim', { orderNo: recharged });
    await call('order-unclaim', { orderNo: recharged });
    await call('recharge-approve', { orderNo: recharged, requestId: requestId() });
    await call('recharge-reject', { orderNo: rejectedRecharge, reason: 'No such transfer arrived.' });
    await call('withdrawal-pay', { orderNo: paid, requestId: requestId() });
    await call('withdrawal-reject', { orderNo: rejected, reason: 'The card was closed.', requestId: requestId() });
    await call('adjust', { username: payer.username, amount: '25.00', reason: 'A goodwill credit', requestId: requestId() });
    // Above the four-eyes limit: held, then approved by the second script.
    await approved(await call('adjust', { username: payer.username, amount: '20000', reason: 'A large correction', requestId: requestId() }));
    const refused = await call('adjust', { username: payer.username, amount: '-15000', reason: 'A mistake', requestId: requestId() });
    await call('approval-reject', { id: ZHeldAnswer.parse(refused.data).approvalId, reason: 'Not agreed.' }, { token: CHECKER });
    await call('approvals', { pageSize: 10 });
    await call('recharges', { memberId: payer.id });
    await call('withdrawals', { memberId: payer.id });
    await call('bills', { memberId: payer.id });
    await ran({ name: 'recharges-export', memberId: payer.id });
    await ran({ name: 'withdrawals-export', memberId: payer.id });
    await ran({ name: 'bills-export', memberId: payer.id });
  });

  it('about the chain watchers', async () => {
    const owner = await newMember(t);
    await t.db.insert(chainCursors).values({ network: 'ERC20', lastBlock: 90, headBlock: 100, haltedAt: new Date(), haltReason: 'a re-org removed a credited deposit' });
    const unmatched = (amount: string, logIndex: number) => ({
      network: 'ERC20',
      txHash: `0x${'c'.repeat(64)}`,
      logIndex,
      blockNumber: 80,
      blockHash: `0x${'d'.repeat(64)}`,
      fromAddress: '0xa',
      toAddress: '0xb',
      amount,
      status: 'unmatched',
      unmatchedReason: 'no_owner',
    });
    const [small, large] = await t.db.insert(chainDeposits).values([unmatched('20', 0), unmatched('20000', 1)]).returning({ id: chainDeposits.id });
    await call('chain-status');
    await call('chain-deposits', { status: 'unmatched', pageSize: 10 });
    await call('chain-resume', { network: 'ERC20', reason: 'Reviewed' });
    await call('chain-deposit-credit', { id: small?.id, username: owner.username, reason: 'Proof checked', requestId: requestId() });
    await approved(await call('chain-deposit-credit', { id: large?.id, username: owner.username, reason: 'Large, proof checked', requestId: requestId() }));
    const hot = `0x${'1'.repeat(40)}`;
    await t.db.insert(signerStatus).values({ network: 'ERC20', hotAddress: hot, feeAddress: `0x${'2'.repeat(40)}`, startedAt: new Date(), heartbeatAt: new Date() });
    const [send] = await t.db
      .insert(chainSends)
      .values({ network: 'ERC20', purpose: 'sweep', reference: 'contract-sweep-1', wallet: 'deposit', fromIndex: 3, token: `0x${'3'.repeat(40)}`, toAddress: hot, units: '1500000', status: 'broadcast', nonce: 0, txHash: `0x${'e'.repeat(64)}`, rawTx: '0x02', broadcastAt: new Date() })
      .returning({ id: chainSends.id });
    await call('wallets');
    await call('wallets-rebroadcast', { id: send?.id });
    await call('wallets-replace', { id: send?.id });
    await approved(await call('wallets-fail-and-refund', { id: send?.id, reason: 'Stuck for an hour', requestId: requestId() }));
  });

  it("about members' orders", async () => {
    const trader = await funded(t);
    const contract = await signed(t, trader, { allname: 'BTC/USDT', direction: 'up', amount: '100' });
    await advance(t, clock, 31_000);
    expect(await settleDueContracts(t.deps)).toBeGreaterThan(0);
    await setPayPassword(t, trader);
    await bought(t, trader, await addProduct(t, { name: 'Contract rig', price: '120', dailyRate: '1.5', lockDays: 3 }));
    expect((await t.api.call(API.interest.buyIn, { amount: '250.50', requestId: requestId() }, as(trader))).code).toBe(CODE.OK);
    await grabbed(t, trader);
    for (const name of ['contracts', 'mining-orders', 'interest-orders', 'task-orders'] as const) {
      const list = await call(name, { memberId: trader.id });
      expect(z.object({ items: z.array(z.unknown()).min(1) }).safeParse(list.data).success, `${name} lists the member's order`).toBe(true);
    }
    await ran({ name: 'verify-chain' });
    await ran({ name: 'verify-contract', orderNo: contract.orderNo });
  });

  it('about settings and terms', async () => {
    await call('settings-get', { key: 'task' });
    await call('settings-set', { key: 'register', value: { inviteCodeRequired: false, verifyBy: 'none', agreementCode: 'user_agreement' } });
    await approved(await call('settings-set', { key: 'fourEyes', value: { adjustmentAbove: '10000', withdrawalAbove: '10000' } }));
    await call('contract-options');
    await approved(await call('contract-option-set', { seconds: 45, yieldPercent: '82', minAmount: '10', maxAmount: '1000' }));
    await approved(await call('contract-option-remove', { seconds: 45 }));
    await call('interest-terms', {}, { method: 'GET' });
    await approved(await call('interest-terms', { holdDays: 8 }, { method: 'PATCH' }));
    await call('channel-name', { code: 'HSBC', text: 'HSBC Hong Kong', language: 'en-US' });
    await call('support-hours', { text: '9:00 to 21:00 every day', language: 'en-US' });
    await call('support-label', { kind: 'email', text: 'Write to us', language: 'en-US' });
    await call('logo-set', { image: null });
  });

  it('about products and content', async () => {
    await call('mining-products');
    const product = await call('mining-product-add', { name: 'Quiet rig', price: '300', dailyRate: '1.2', lockDays: 10, singleLimit: 2 });
    await call('mining-product-set', { id: idOf(product.data, 'product'), enabled: false });
    await call('goods');
    const goods = await call('goods-add', { name: 'Desk lamp', price: '35.50', image: PNG });
    await call('goods-set', { id: idOf(goods.data, 'goods'), price: '36.00' });
    await call('notices', { limit: 5 });
    const notice = await call('notice-add', { title: 'Planned work', content: '<p>Tonight</p>' });
    const noticeId = z.object({ id: z.number() }).parse(notice.data).id;
    await call('notice-set', { id: noticeId, title: 'Planned work tonight' });
    await call('notice-remove', { id: noticeId });
    await call('letter-reach');
    await call('letter-send', { title: 'Welcome', content: '<p>Hello</p>', member: member.username });
    await call('help-articles');
    await call('help-set', { code: 'contract_check', language: 'en-US', title: 'Checking a contract', content: '<p>How</p>' });
    await call('help-remove', { code: 'contract_check' });
    await call('activities');
    const activity = await call('activity-add', { title: 'Spring', summary: 'A spring bonus', content: '<p>Details</p>' });
    await call('activity-set', { id: idOf(activity.data, 'activity'), enabled: false });
    await call('banners');
    const banner = await call('banner-add', { title: 'Spring banner', image: PNG });
    await call('banner-set', { id: idOf(banner.data, 'banner'), sort: 3 });
  });

  it('about identity reviews', async () => {
    const approving = await submitted(t, await levelOneMember(t));
    const rejecting = await submitted(t, await levelOneMember(t));
    await call('kyc-submissions', { status: 'submitted', pageSize: 10 });
    await approved(await call('kyc-approve', { id: approving.id }));
    await call('kyc-reject', { id: rejecting.id, reason: 'The picture is blurred' });
    // A picture's link is for a console session alone (scripts are refused): asked as the console asks.
    await ran({ name: 'kyc-document-url', id: approving.id, kind: 'idFront' }, { ...serverCommandContext(t.deps), actor: 'console:contract-reviewer' });
  });

  it('about operators and the audit log', async () => {
    await call('operator-add', { username: 'contract-clerk', role: 'support' });
    await call('operator-set', { username: 'contract-clerk', role: 'finance' });
    await call('operator-password-reset', { username: 'contract-clerk' });
    await call('operator-authenticator-reset', { username: 'contract-clerk' });
    await call('operators');
    await call('audit', { pageSize: 20 });
    await ran({ name: 'audit-export' });
  });

  it('and every command was asked', () => {
    const names = COMMAND_DEFINITIONS.map((definition) => definition.name);
    expect(names.filter((name) => !answered.has(name as AdminCommandName))).toEqual([]);
    // The contract's table names exactly the registry's commands, each with the registry's routes.
    expect([...names].sort()).toEqual(Object.keys(ADMIN_ROUTES).sort());
    for (const definition of COMMAND_DEFINITIONS) expect(definition.routes).toBe(ADMIN_ROUTES[definition.name as AdminCommandName]);
    // Four eyes may hold exactly the commands the contract says may answer 202.
    expect(COMMAND_DEFINITIONS.filter((definition) => definition.fourEyes !== undefined).map((definition) => definition.name).sort()).toEqual([...HELD_COMMANDS].sort());
  });
});
