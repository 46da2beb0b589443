import { beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '@meridian/protocol';
import { pollOnce } from '../../../src/chain/watcher/poll-once.js';
import { rechargeOrders } from '../../../src/db/schema/index.js';
import type { Db } from '../../../src/db/types.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { readMemberBalance } from '../../../src/ledger/read-member-balance.js';
import { approveRecharge } from '../../../src/modules/recharge/recharge-review.js';
import type { SettingsStore } from '../../../src/settings/settings-store.js';
import { SHARED_ADDRESS, CONFIRMATIONS, creditsOf, depositsOf, memberOf, usdt, watchedChain, watcherDatabaseForThisFile } from './watcher-kit.js';

const CAROL_ADDRESS = '0x00000000000000000000000000000000000000c3';
const fixture = watcherDatabaseForThisFile(['NETP', 'NETQ', 'NETR'], ['claimcarol']);

let db: Db;
let settings: SettingsStore;
let carol: number;
let owners: Map<string, number>;

const availableOf = async () => (await readMemberBalance(db, carol)).available.toFixed(2);
const REVIEW = { actor: 'test:finance' };

beforeAll(() => {
  ({ db, settings } = fixture());
  carol = memberOf(fixture(), 'claimcarol');
  owners = new Map([[CAROL_ADDRESS, carol]]);
});

/** The order a member makes by pasting a transaction id (the manual path), waiting for an operator. */
async function pastedOrder(network: string, orderNo: string, txid: string, amount: string): Promise<void> {
  await db.insert(rechargeOrders).values({
    orderNo,
    memberId: carol,
    mode: 'crypto',
    channelCode: `usdt_${network.toLowerCase()}`,
    status: 'pending_review',
    amount,
    currency: 'USDT',
    network,
    address: SHARED_ADDRESS,
    exchangeRate: '1.00',
    coinCount: amount,
    txid,
  });
}

describe('one chain transaction, credited once whichever way comes first', () => {
  it('leaves a deposit whose transaction a waiting order claims to that order: the approval credits it once', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETP', owners);
    const before = await availableOf();
    const txHash = chain.transfer(CAROL_ADDRESS, usdt(80));
    // Pasted before the watcher saw it, written as a wallet might: upper case.
    await pastedOrder('NETP', 'RCPASTEDP1', txHash.toUpperCase().replace('0X', '0x'), '80.00');
    chain.mine(CONFIRMATIONS);
    await pollOnce(context);
    expect(await depositsOf(db, 'NETP')).toMatchObject([{ txHash, status: 'unmatched', unmatchedReason: 'claimed_by_order' }]);
    expect(await availableOf()).toBe(before);

    await approveRecharge(db, 'RCPASTEDP1', REVIEW);
    expect(Number(await availableOf()) - Number(before)).toBe(80);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses to approve an order whose transaction the chain has already credited', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETQ', owners);
    const txHash = chain.transfer(CAROL_ADDRESS, usdt(60));
    chain.mine(CONFIRMATIONS);
    await pollOnce(context);
    const before = await availableOf();
    expect(await depositsOf(db, 'NETQ')).toMatchObject([{ status: 'credited' }]);

    await pastedOrder('NETQ', 'RCPASTEDQ1', txHash.slice(2), '60.00');
    await expect(approveRecharge(db, 'RCPASTEDQ1', REVIEW)).rejects.toMatchObject({ code: CODE.ORDER_STATE, messageKey: 'error.rechargeCreditedOnChain' });
    expect(await availableOf()).toBe(before);
  });

  it('credits once when the approval and the watcher meet', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETR', owners);
    const before = await availableOf();
    const txHash = chain.transfer(CAROL_ADDRESS, usdt(70));
    chain.mine(CONFIRMATIONS);
    await pastedOrder('NETR', 'RCPASTEDR1', txHash, '70.00');
    const outcomes = await Promise.allSettled([pollOnce(context), approveRecharge(db, 'RCPASTEDR1', REVIEW)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(Number(await availableOf()) - Number(before)).toBe(70);
    const { orders, entries } = await creditsOf(db, carol);
    const onNetwork = new Set(orders.filter((order) => order.network === 'NETR').map((order) => `recharge:${order.orderNo}`));
    expect(entries.filter((entry) => onNetwork.has(entry.requestId))).toHaveLength(1);
    expect(await checkLedger(db)).toEqual([]);
  });
});
