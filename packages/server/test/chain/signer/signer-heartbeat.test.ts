import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signerKeys } from '../../../src/chain/signer/hot-wallet.js';
import { signerHeartbeat } from '../../../src/chain/signer/signer-heartbeat.js';
import { signerStatus } from '../../../src/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

const IDLE = { signed: 0, broadcast: 0, finished: 0, replaced: 0, more: false };
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.dispose();
});

const rowOf = async (network: string) => (await testDb.database.db.select().from(signerStatus).where(eq(signerStatus.network, network)))[0];

describe("the signer's heartbeat", () => {
  it('is written at the first step, then by an idle signer only every few seconds, and at once by a step that did something or failed', async () => {
    const keys = signerKeys(randomBytes(32));
    const heartbeat = signerHeartbeat(testDb.database.db, 'BEAT', keys);
    await heartbeat.stepped(IDLE);
    const first = await rowOf('BEAT');
    expect(first).toMatchObject({ hotAddress: keys.hot.address, feeAddress: keys.fee.address, lastError: '' });

    await heartbeat.stepped(IDLE);
    expect((await rowOf('BEAT'))?.heartbeatAt).toEqual(first?.heartbeatAt);

    await heartbeat.stepped({ ...IDLE, signed: 3, broadcast: 3 });
    expect(await rowOf('BEAT')).toMatchObject({ lastStep: { signed: 3, broadcast: 3, finished: 0, replaced: 0 } });

    await heartbeat.failed(new Error('node down\nstack'));
    expect(await rowOf('BEAT')).toMatchObject({ lastError: 'node down', lastStep: { signed: 3 } });
    // Recovered: said at once, idle or not.
    await heartbeat.stepped(IDLE);
    expect(await rowOf('BEAT')).toMatchObject({ lastError: '', lastStep: { signed: 0 } });
  });
});
