import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { startChain, type RunningChain } from '../../../src/chain/start-chain.js';
import { seedDemoData } from '../../../src/db/seed/seed-demo-data.js';
import { readMemberBalance } from '../../../src/ledger/read-member-balance.js';
import { buildTestAppOn, testConfig, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { HARDHAT_MNEMONIC, xpubOf } from '../../helpers/test-xpubs.js';
import { until } from '../../helpers/until.js';
import { depositsOf } from '../watcher/watcher-kit.js';
import { TronGridChain, USDT, serveTronGrid, type FakeTronGrid } from './fake-trongrid.js';

const API_KEY = 'test-tron-pro-api-key';

describe('a configured TRC20 network, started as the server starts it', () => {
  const chain = new TronGridChain();
  const warnings: string[] = [];
  let fake: FakeTronGrid;
  let testDb: TestDatabase;
  let t: TestApp;
  let running: RunningChain | undefined;
  let member: TestMember;

  beforeAll(async () => {
    fake = await serveTronGrid((path, body) => chain.answer(path, body));
    // A window's worth of solidified blocks, as a real chain has behind its head.
    chain.mine(120);
    testDb = await createTestDatabase();
    const config = testConfig({
      chain: {
        mode: 'configured',
        networks: [{ network: 'TRC20', family: 'tron', rpcUrl: fake.url, token: USDT, decimals: 6, confirmations: 3, xpub: xpubOf(HARDHAT_MNEMONIC, 'tron'), apiKey: API_KEY }],
      },
    });
    await seedDemoData(testDb.database.db, config.passwordCost);
    t = await buildTestAppOn(testDb.database, config);
    member = await newMember(t);
  });
  afterAll(async () => {
    await running?.stop();
    await t.close();
    await testDb.dispose();
    await fake.close();
  });

  it('watches TRON through TronGrid with the API key and credits a deposit to the member’s own address', async () => {
    const answer = await t.api.call<{ list: { network: string; address: string }[] }>(API.recharge.getBitcoinRechargeChannel, {}, { token: member.token });
    expect(answer.code).toBe(CODE.OK);
    const address = answer.data.list.find((channel) => channel.network === 'TRC20')?.address;
    if (address === undefined) throw new Error('no TRC20 channel');
    const before = (await readMemberBalance(t.db, member.id)).available.toFixed(2);

    running = await startChain(t.deps, testDb.database, { info: () => undefined, warn: (message) => warnings.push(message), error: () => undefined });
    const txHash = chain.transfer({ to: address, units: 25_000_000n });
    chain.mine(3);
    await until(async () => (await depositsOf(t.db, 'TRC20')).some((deposit) => deposit.status === 'credited'), { timeoutMs: 20_000, what: 'the TRC20 deposit credited' });

    expect(await depositsOf(t.db, 'TRC20')).toMatchObject([{ txHash, toAddress: address, memberId: member.id, amount: '25', status: 'credited' }]);
    expect(Number((await readMemberBalance(t.db, member.id)).available) - Number(before)).toBeCloseTo(25, 8);
    expect(warnings).toEqual([]);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((request) => request.path.startsWith('/walletsolidity/') && request.headers['tron-pro-api-key'] === API_KEY)).toBe(true);
  });
});
