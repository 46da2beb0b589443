import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAddress, parseXpub } from '../../src/chain/derive-address.js';
import { ensureDepositAddress, findDepositOwner } from '../../src/chain/deposit-address-store.js';
import type { DepositNetwork } from '../../src/chain/deposit-networks.js';
import { depositAddresses, members } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/types.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { HARDHAT_MNEMONIC, xpubOf } from '../helpers/test-xpubs.js';

let testDatabase: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});
afterAll(async () => {
  await testDatabase.dispose();
});

const erc20: DepositNetwork = { network: 'ERC20', family: 'evm', xpub: parseXpub(xpubOf(HARDHAT_MNEMONIC, 'evm')), decimals: 6, confirmations: 12, rpcUrl: undefined, token: undefined };
const trc20: DepositNetwork = { network: 'TRC20', family: 'tron', xpub: parseXpub(xpubOf(HARDHAT_MNEMONIC, 'tron')), decimals: 6, confirmations: 20, rpcUrl: undefined, token: undefined };

async function newMemberIds(count: number): Promise<number[]> {
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, () => {
        const name = `dep_${randomBytes(6).toString('hex')}`;
        return { username: name, passwordHash: 'x', nickname: name, avatar: '', inviteCode: name };
      }),
    )
    .returning({ id: members.id });
  return rows.map((row) => row.id);
}

describe('deposit addresses', () => {
  it('gives a member one address however many first asks arrive at once', async () => {
    const [memberId = 0] = await newMemberIds(1);
    const answers = await Promise.all(Array.from({ length: 12 }, () => ensureDepositAddress(db, erc20, memberId)));
    expect(new Set(answers.map((a) => a.address)).size).toBe(1);
    const rows = await db.select().from(depositAddresses).where(eq(depositAddresses.memberId, memberId));
    expect(rows).toHaveLength(1);
    expect(answers[0]?.address).toBe(deriveAddress('evm', erc20.xpub, rows[0]?.derivationIndex ?? -1));
  });

  it('gives members asking at once distinct indexes, each address child i of the xpub', async () => {
    const memberIds = await newMemberIds(16);
    const answers = await Promise.all(memberIds.flatMap((id) => [ensureDepositAddress(db, erc20, id), ensureDepositAddress(db, trc20, id)]));
    for (const network of [erc20, trc20]) {
      const mine = answers.filter((a) => a.network === network.network);
      expect(new Set(mine.map((a) => a.derivationIndex)).size).toBe(memberIds.length);
      expect(new Set(mine.map((a) => a.memberId))).toEqual(new Set(memberIds));
      for (const a of mine) expect(a.address).toBe(deriveAddress(network.family, network.xpub, a.derivationIndex));
    }
  });

  it('answers the same address on later asks', async () => {
    const [memberId = 0] = await newMemberIds(1);
    const first = await ensureDepositAddress(db, trc20, memberId);
    expect(await ensureDepositAddress(db, trc20, memberId)).toEqual(first);
    expect(first.address).toMatch(/^T/);
  });

  it('never gives an index again, even after its row went', async () => {
    const [gone = 0, next = 0] = await newMemberIds(2);
    const removed = await ensureDepositAddress(db, erc20, gone);
    await db.delete(depositAddresses).where(eq(depositAddresses.memberId, gone));
    const fresh = await ensureDepositAddress(db, erc20, next);
    expect(fresh.derivationIndex).toBeGreaterThan(removed.derivationIndex);
  });

  it('finds the owner of an address: EVM in any letter case, TRON exactly', async () => {
    const [memberId = 0] = await newMemberIds(1);
    const evm = await ensureDepositAddress(db, erc20, memberId);
    const tron = await ensureDepositAddress(db, trc20, memberId);
    expect(await findDepositOwner(db, 'ERC20', evm.address.toLowerCase())).toEqual(evm);
    expect(await findDepositOwner(db, 'ERC20', `0x${evm.address.slice(2).toUpperCase()}`)).toEqual(evm);
    expect(await findDepositOwner(db, 'TRC20', tron.address)).toEqual(tron);
    expect(await findDepositOwner(db, 'TRC20', tron.address.toLowerCase())).toBeUndefined();
    // An address on another network, or nobody's, has no owner.
    expect(await findDepositOwner(db, 'TRC20', evm.address)).toBeUndefined();
    expect(await findDepositOwner(db, 'ERC20', '0x0000000000000000000000000000000000000001')).toBeUndefined();
  });
});
