import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { findDepositOwner } from '../../../src/chain/deposit-address-store.js';
import { deriveAddress, parseXpub } from '../../../src/chain/derive-address.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { HARDHAT_MNEMONIC, xpubOf } from '../../helpers/test-xpubs.js';
import { appWithTwoMembers } from '../../helpers/two-members.js';

interface Channel {
  code: string;
  network: string;
  address: string;
  tokenContract?: string;
  confirmations?: number;
}

async function channels(t: TestApp, member: TestMember): Promise<Channel[]> {
  const answer = await t.api.call<{ list: Channel[] }>(API.recharge.getBitcoinRechargeChannel, {}, { token: member.token });
  expect(answer.code).toBe(CODE.OK);
  return answer.data.list;
}

function byNetwork(list: Channel[], network: string): Channel {
  const channel = list.find((c) => c.network === network);
  if (!channel) throw new Error(`no ${network} channel`);
  return channel;
}

describe('getBitcoinRechargeChannel in the embedded demo', () => {
  const app = appWithTwoMembers();
  let t: TestApp;
  let a: TestMember;
  let b: TestMember;
  beforeAll(() => {
    ({ t, a, b } = app());
  });

  it('keeps the shared addresses until the demo chain is up: nobody would read a member’s own', async () => {
    const settings = await t.deps.settings.get('recharge');
    const list = await channels(t, a);
    expect(list.map((c) => c.address).sort()).toEqual(settings.cryptoChannels.map((c) => c.address).sort());
    expect(list.every((c) => c.confirmations === undefined)).toBe(true);
  });

  it('then answers each member an ERC20 address of their own, the same every time, with the confirmations and the token', async () => {
    const erc20 = t.deps.chain.get('ERC20');
    if (!erc20) throw new Error('the demo has no ERC20 network');
    erc20.rpcUrl = 'http://127.0.0.1:8545';
    erc20.token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const [first, again, other] = await Promise.all([channels(t, a), channels(t, a), channels(t, b)]);
    const settings = await t.deps.settings.get('recharge');
    const mine = byNetwork(first, 'ERC20');
    expect(mine.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(byNetwork(again, 'ERC20').address).toBe(mine.address);
    expect(byNetwork(other, 'ERC20').address).not.toBe(mine.address);
    expect(settings.cryptoChannels.map((c) => c.address)).not.toContain(mine.address);
    expect(await findDepositOwner(t.db, 'ERC20', mine.address)).toMatchObject({ memberId: a.id });
    expect(mine).toMatchObject({ confirmations: 12, tokenContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' });
    // The demo has no TRON node: its TRC20 channel keeps the shared address and the operator's review.
    const trc20 = byNetwork(first, 'TRC20');
    expect(settings.cryptoChannels.map((c) => c.address)).toContain(trc20.address);
    expect(trc20).not.toHaveProperty('confirmations');
  });

  it('refuses a request without a session, as before', async () => {
    expect((await t.api.call(API.recharge.getBitcoinRechargeChannel, {})).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('getBitcoinRechargeChannel with one network configured', () => {
  const xpub = xpubOf(HARDHAT_MNEMONIC, 'evm');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      chain: {
        mode: 'configured',
        networks: [{ network: 'ERC20', family: 'evm', rpcUrl: 'http://127.0.0.1:8545', token: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6, confirmations: 3, xpub }],
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('derives the member’s ERC20 address from the configured xpub and keeps TRC20’s shared address', async () => {
    const member = await newMember(t);
    const list = await channels(t, member);
    const erc20 = byNetwork(list, 'ERC20');
    const owner = await findDepositOwner(t.db, 'ERC20', erc20.address);
    expect(owner).toMatchObject({ memberId: member.id });
    expect(erc20.address).toBe(deriveAddress('evm', parseXpub(xpub), owner?.derivationIndex ?? -1));
    expect(erc20).toMatchObject({ tokenContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7', confirmations: 3 });
    const trc20 = byNetwork(list, 'TRC20');
    expect(trc20.address).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(trc20).not.toHaveProperty('confirmations');
  });
});

describe('getBitcoinRechargeChannel with TRC20 configured (read through TronGrid)', () => {
  const xpub = xpubOf(HARDHAT_MNEMONIC, 'tron');
  const USDT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      chain: {
        mode: 'configured',
        networks: [{ network: 'TRC20', family: 'tron', rpcUrl: 'https://api.trongrid.io', token: USDT_TRC20, decimals: 6, confirmations: 19, xpub }],
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each member a TRON address of their own, derived from the configured xpub, with the token and the confirmations', async () => {
    const [member, other] = await Promise.all([newMember(t), newMember(t)]);
    const [list, otherList] = await Promise.all([channels(t, member), channels(t, other)]);
    const trc20 = byNetwork(list, 'TRC20');
    const owner = await findDepositOwner(t.db, 'TRC20', trc20.address);
    expect(owner).toMatchObject({ memberId: member.id });
    expect(trc20.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(trc20.address).toBe(deriveAddress('tron', parseXpub(xpub), owner?.derivationIndex ?? -1));
    expect(trc20.address).not.toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(byNetwork(otherList, 'TRC20').address).not.toBe(trc20.address);
    expect(trc20).toMatchObject({ tokenContract: USDT_TRC20, confirmations: 19 });
  });
});
