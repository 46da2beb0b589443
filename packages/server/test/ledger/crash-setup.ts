import { API, CODE } from '@meridian/protocol';
import type { Database } from '../../src/db/client.js';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.js';
import { DEFAULT_WITHDRAW_SETTINGS } from '../../src/settings/withdraw-settings.js';
import { buildTestAppOn, testConfig } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { UNREACHED_KYC_LIMITS, setKycLimits } from '../modules/withdraw/withdraw-fixtures.js';
import type { CrashMember } from './crash-load.js';

const PAY_PASSWORD = '2468';
const TRC20_ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';

/**
 * Migrates and seeds the database the server will run on, and readies members through the real
 * calls (in this process, before any server runs): registered, logged in, a pay password and a
 * USDT address to withdraw to. Hashing is cheap here, and each hash records its cost, so the
 * server's withdrawals verify quickly and the load stays dense. The daily withdrawal count and the
 * verification levels' limits are raised so that only the balance can refuse a withdrawal.
 */
export async function prepareCrashDatabase(database: Database, memberCount: number): Promise<CrashMember[]> {
  const config = testConfig();
  await database.setup(async (db) => {
    await seedDemoData(db, config.passwordCost);
  });
  const t = await buildTestAppOn(database, config);
  try {
    await t.deps.settings.set('withdraw', { ...DEFAULT_WITHDRAW_SETTINGS, rules: { ...DEFAULT_WITHDRAW_SETTINGS.rules, dailyCount: 100_000 } });
    await setKycLimits(t, UNREACHED_KYC_LIMITS);
    const members: CrashMember[] = [];
    for (let i = 0; i < memberCount; i += 1) {
      const member = await newMember(t);
      const options = { token: member.token };
      const pay = await t.api.call(API.member.updatePayPasswordByOld, { loginPassword: member.password, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD }, options);
      if (pay.code !== CODE.OK) throw new Error(`updatePayPasswordByOld: ${pay.code} ${pay.msg}`);
      const info = await t.api.call(API.member.updateInfo, { usdtAddress: TRC20_ADDRESS, network: 'TRC20' }, options);
      if (info.code !== CODE.OK) throw new Error(`updateInfo: ${info.code} ${info.msg}`);
      members.push({ id: member.id, username: member.username, token: member.token, payPassword: PAY_PASSWORD });
    }
    return members;
  } finally {
    await t.close();
  }
}
