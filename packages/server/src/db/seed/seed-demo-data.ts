import type { Db } from '../types.js';
import { explains, members, settings } from '../schema/index.js';
import { PLATFORM_ACCOUNT, memberAccountIds, openMemberAccounts, openPlatformAccounts, platformAccountId } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { postEntry } from '../../ledger/post-entry.js';
import { DEFAULT_SETTINGS } from '../../settings/default-settings.js';
import { SETTING_SCHEMAS, type SettingKey } from '../../settings/setting-schemas.js';
import { hashPassword, type ScryptCost } from '../../security/passwords.js';
import { DEFAULT_AVATAR } from '../../static/avatars.js';
import { SEED_EXPLAINS } from './agreements.js';
import { seedCommunity } from './seed-community.js';
import { seedContent } from './seed-content.js';
import { seedMiningProducts } from './seed-mining-products.js';
import { seedGoods } from './seed-goods.js';

export const DEMO_MEMBER = {
  username: 'demo0001',
  password: 'demo1234',
  email: 'demo@meridian.local',
  inviteCode: 'MERIDIAN',
  balance: '10000.00',
} as const;

/**
 * Fills an empty database with what a new installation needs to be tried at once: the operator
 * settings, the agreements, demo banners and notices, the platform's ledger accounts, and a demo
 * member whose 10000.00 USDT is a journal entry from the platform's adjustments account. Does
 * nothing when any member exists. One transaction: a seed is whole or absent.
 */
export async function seedDemoData(db: Db, passwordCost: ScryptCost): Promise<boolean> {
  const [anyMember] = await db.select({ id: members.id }).from(members).limit(1);
  if (anyMember) return false;
  const passwordHash = await hashPassword(DEMO_MEMBER.password, passwordCost, 'trusted');
  const currency = DEFAULT_SETTINGS.company.currency;

  await db.transaction(async (tx) => {
    const keys = Object.keys(SETTING_SCHEMAS) as SettingKey[];
    await tx
      .insert(settings)
      .values(keys.map((key) => ({ key, value: DEFAULT_SETTINGS[key] })))
      .onConflictDoNothing({ target: settings.key });
    await tx.insert(explains).values([...SEED_EXPLAINS]).onConflictDoNothing();
    await seedContent(tx);
    await seedCommunity(tx);
    await seedMiningProducts(tx, currency);
    await seedGoods(tx, currency);
    await openPlatformAccounts(tx, currency);

    const [demo] = await tx
      .insert(members)
      .values({
        username: DEMO_MEMBER.username,
        passwordHash,
        nickname: 'Demo',
        avatar: DEFAULT_AVATAR,
        email: DEMO_MEMBER.email,
        inviteCode: DEMO_MEMBER.inviteCode,
        timeZone: '+08:00',
      })
      .returning({ id: members.id });
    if (!demo) throw new Error('Demo member insert returned nothing');
    await openMemberAccounts(tx, demo.id, currency);
    const accounts = await memberAccountIds(tx, demo.id);
    if (!accounts) throw new Error('Demo member accounts are missing');
    await postEntry(tx, {
      kind: 'demo_grant',
      requestId: requestIdOf('demo_grant'),
      memo: `Demo balance for ${DEMO_MEMBER.username}`,
      postings: [
        { accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.adjustments, currency), amount: ledgerAmount(`-${DEMO_MEMBER.balance}`) },
        { accountId: accounts.available, amount: ledgerAmount(DEMO_MEMBER.balance) },
      ],
    });
  });
  return true;
}
