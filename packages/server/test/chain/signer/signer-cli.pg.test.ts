import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotWalletAccount } from '../../../src/chain/signer/hot-wallet.js';
import { queueSend } from '../../../src/chain/signer/send-store.js';
import { chainSends } from '../../../src/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { HARDHAT_MNEMONIC, xpubOf } from '../../helpers/test-xpubs.js';
import { until } from '../../helpers/until.js';
import { anvilForThisFile } from '../anvil-harness.js';
import { runNode } from '../dev/tsx-process.js';

/** The compiled CLI, as `npm run signer` runs it (the server projects' global setup builds dist/). */
const CLI = path.resolve(import.meta.dirname, '../../../dist/cli/signer.js');
const chain = anvilForThisFile();
let testDb: TestDatabase;
let folder: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'meridian-signer-cli-'));
});
afterAll(async () => {
  await testDb.dispose();
  await rm(folder, { recursive: true, force: true });
});

async function seedFile(name: string, mode: number): Promise<{ file: string; seed: Uint8Array }> {
  const seed = randomBytes(32);
  const file = path.join(folder, name);
  await writeFile(file, `${seed.toString('hex')}\n`);
  await chmod(file, mode);
  return { file, seed };
}

function signerEnv(seed: string): Record<string, string> {
  if (!testDb.url) throw new Error('needs PostgreSQL');
  return {
    DATABASE_URL: testDb.url,
    SIGNER_SEED_FILE: seed,
    CHAIN_ERC20_RPC_URL: chain().rpcUrl,
    CHAIN_ERC20_TOKEN: chain().token,
    CHAIN_ERC20_DECIMALS: '6',
    CHAIN_ERC20_CONFIRMATIONS: '1',
    CHAIN_ERC20_XPUB: xpubOf(HARDHAT_MNEMONIC, 'evm'),
    NODE_ENV: 'development',
  };
}

describe('npm run signer', { timeout: 60_000 }, () => {
  it('refuses a seed file that others may read, and one that holds no seed, saying which', async () => {
    const open = await seedFile('open-seed', 0o644);
    const garbage = path.join(folder, 'garbage-seed');
    await writeFile(garbage, 'not a seed\n', { mode: 0o600 });
    const [wide, wrong] = await Promise.all([open.file, garbage].map(async (file) => {
      const run = runNode([CLI], signerEnv(file));
      return { code: await run.exited, ...run.output() };
    }));
    expect(wide).toMatchObject({ code: 1, stderr: expect.stringContaining(`SIGNER_SEED_FILE ${open.file} may be read by others than its owner`) });
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining(`SIGNER_SEED_FILE ${garbage} does not hold a seed`) });
  });

  it('sends a queued transfer from the hot wallet of its seed, and stops on SIGTERM', async () => {
    const { file, seed } = await seedFile('seed', 0o600);
    const hot = hotWalletAccount(seed).address;
    await chain().clients.control.setBalance({ address: hot, value: 10n ** 18n });
    await chain().mint(hot, 50_000_000n);
    const to = '0x00000000000000000000000000000000000000e5';
    const queued = await queueSend(testDb.database.db, { network: 'ERC20', purpose: 'withdrawal', reference: 'WD-CLI-1', token: chain().token, toAddress: to, units: 42_000_000n });
    const run = runNode([CLI], signerEnv(file));
    try {
      await until(async () => {
        const [row] = await testDb.database.db.select().from(chainSends).where(eq(chainSends.id, queued.id));
        return row?.status === 'confirmed';
      }, { timeoutMs: 30_000, what: `the send confirmed: ${run.output().stderr}` });
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
    expect(await chain().balanceOf(to)).toBe(42_000_000n);
    expect(run.output().stdout).toContain(`signer: hot wallet ${hot} on ERC20`);
  });
});
