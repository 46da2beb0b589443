import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { getAddress, isHash, parseUnits, type Hash } from 'viem';
import { anvilForThisFile } from '../../chain/anvil-harness.js';
import { buildTestApp, testConfig, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';

function parseHash(text: string): Hash {
  if (!isHash(text)) throw new Error(`${text} is not a transaction hash`);
  return text;
}

/** The demo's ERC20 channel code, as the seed makes it. */
async function erc20ChannelCode(t: TestApp): Promise<string> {
  const settings = await t.deps.settings.get('recharge');
  const channel = settings.cryptoChannels.find((c) => c.network.toUpperCase() === 'ERC20');
  if (!channel) throw new Error('the demo has no ERC20 channel');
  return channel.code;
}

interface Channel {
  network: string;
  address: string;
  demoFaucet?: boolean;
}

async function channelsOf(t: TestApp, member: TestMember): Promise<Channel[]> {
  return (await t.api.call<{ list: Channel[] }>(API.recharge.getBitcoinRechargeChannel, {}, { token: member.token })).data.list;
}

async function erc20Address(t: TestApp, member: TestMember): Promise<string> {
  const channel = (await channelsOf(t, member)).find((c) => c.network.toUpperCase() === 'ERC20');
  if (!channel) throw new Error('no ERC20 channel');
  return channel.address;
}

describe('recharge/demoFaucet without a development chain', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await buildTestApp();
    member = await newMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses, in the member’s language, when no demo chain runs (production, configured chains)', async () => {
    expect(t.deps.demoFaucet.send).toBeUndefined();
    const answer = await t.api.call(API.recharge.demoFaucet, { channelCode: await erc20ChannelCode(t), amount: '100' }, { token: member.token, language: 'zh-HK' });
    expect(answer.code).toBe(CODE.FORBIDDEN);
    expect(answer.msg).toContain('示範水龍頭');
  });

  it('offers no faucet on any channel', async () => {
    for (const channel of await channelsOf(t, member)) expect(channel).not.toHaveProperty('demoFaucet');
  });
});

describe('recharge/demoFaucet on a development chain', () => {
  const chain = anvilForThisFile();
  let t: TestApp;
  let member: TestMember;
  let channelCode: string;
  beforeAll(async () => {
    const limits = testConfig().limits;
    t = await buildTestApp({ limits: { ...limits, demoFaucetPerMember: { ...limits.demoFaucetPerMember, limit: 3 } } });
    member = await newMember(t);
    channelCode = await erc20ChannelCode(t);
  });
  beforeAll(() => {
    const harness = chain();
    const erc20 = t.deps.chain.get('ERC20');
    if (!erc20) throw new Error('the demo has no ERC20 network');
    erc20.rpcUrl = harness.rpcUrl;
    erc20.token = harness.token;
    t.deps.demoFaucet.send = async (to, amount) => (await harness.transfer(harness.account(1), getAddress(to), parseUnits(amount, 6))).transactionHash;
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers the faucet on the channel it sends on only', async () => {
    const offered = (await channelsOf(t, member)).filter((c) => c.demoFaucet === true).map((c) => c.network.toUpperCase());
    expect(offered).toEqual(['ERC20']);
  });

  it('sends the amount to the member’s own deposit address and answers the transaction', async () => {
    const address = getAddress(await erc20Address(t, member));
    const before = await chain().balanceOf(address);
    const answer = await t.api.call<{ txHash: string }>(API.recharge.demoFaucet, { channelCode, amount: '100.5' }, { token: member.token });
    expect(answer.code).toBe(CODE.OK);
    expect(answer.data.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await chain().balanceOf(address)) - before).toBe(100_500_000n);
    const receipt = await chain().clients.reader.getTransactionReceipt({ hash: parseHash(answer.data.txHash) });
    expect(receipt.status).toBe('success');
  });

  it.each([
    ['0.5', 'below 1'],
    ['1000.000001', 'above 1,000'],
    ['1.1234567', 'more than 6 decimals'],
    ['-5', 'negative'],
    ['1e3', 'not a decimal'],
  ])('refuses the amount %s (%s) and sends nothing', async (amount) => {
    const address = getAddress(await erc20Address(t, member));
    const before = await chain().balanceOf(address);
    const answer = await t.api.call(API.recharge.demoFaucet, { channelCode, amount }, { token: member.token });
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(await chain().balanceOf(address)).toBe(before);
  });

  it('refuses a channel on a network it does not send on, or one that does not exist', async () => {
    const settings = await t.deps.settings.get('recharge');
    const trc20 = settings.cryptoChannels.find((c) => c.network.toUpperCase() === 'TRC20');
    if (!trc20) throw new Error('the demo has no TRC20 channel');
    expect((await t.api.call(API.recharge.demoFaucet, { channelCode: trc20.code, amount: '10' }, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.recharge.demoFaucet, { channelCode: 'nope', amount: '10' }, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.recharge.demoFaucet, { channelCode, amount: '10' })).code).toBe(CODE.SESSION_INVALID);
  });

  it('limits each member’s sends', async () => {
    const sender = await newMember(t);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await t.api.call(API.recharge.demoFaucet, { channelCode, amount: '1' }, { token: sender.token })).code);
    expect(codes).toEqual([CODE.OK, CODE.OK, CODE.OK, CODE.TOO_MANY_REQUESTS]);
    // Another member is not held back by it.
    expect((await t.api.call(API.recharge.demoFaucet, { channelCode, amount: '1' }, { token: (await newMember(t)).token })).code).toBe(CODE.OK);
  });
});
