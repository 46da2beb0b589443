import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Address, PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotWalletAccount } from '../../../src/chain/signer/hot-wallet.js';
import { queueSend, type ChainSendRow } from '../../../src/chain/signer/send-store.js';
import { signerStep, type SignerContext } from '../../../src/chain/signer/signer-steps.js';
import { chainSends } from '../../../src/db/schema/index.js';
import type { Db } from '../../../src/db/types.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { anvilForThisFile } from '../anvil-harness.js';

const chain = anvilForThisFile();
const CONFIRMATIONS = 3;
const REPLACE_AFTER_MS = 60_000;
const account = hotWalletAccount(randomBytes(32));
let testDb: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  // Gas money and tokens for the hot wallet, as an operator funds it.
  await chain().clients.control.setBalance({ address: account.address, value: 10n ** 18n });
  await chain().mint(account.address, 1_000_000_000n);
});
afterAll(async () => {
  await testDb.dispose();
});

let recipients = 10;
/** A fresh recipient address per test (anvil's dev accounts past the first few). */
function recipient(): Address {
  recipients += 1;
  return `0x${recipients.toString(16).padStart(40, '0')}`;
}

function signerOf(network: string, overrides: Partial<SignerContext> = {}): SignerContext & { finished: ChainSendRow[] } {
  const finished: ChainSendRow[] = [];
  return {
    db,
    network,
    token: chain().token,
    client: chain().clients.reader,
    chainId: chain().chainId,
    account,
    confirmations: CONFIRMATIONS,
    replaceAfterMs: REPLACE_AFTER_MS,
    onFinished: (_tx, send) => {
      finished.push(send);
      return Promise.resolve();
    },
    finished,
    ...overrides,
  };
}

async function sendOf(id: number): Promise<ChainSendRow | undefined> {
  const [row] = await db.select().from(chainSends).where(eq(chainSends.id, id));
  return row;
}

const queue = (network: string, reference: string, to: Address, units: bigint) => queueSend(db, { network, purpose: 'withdrawal', reference, token: chain().token, toAddress: to, units });

describe('the signer on a real EVM chain (anvil)', () => {
  it('signs, stores, broadcasts and follows a transfer to its confirmations: the recipient gets exactly the units, once', async () => {
    const signer = signerOf('SIGNA');
    const to = recipient();
    const queued = await queue('SIGNA', 'WD-A1', to, 12_345_678n);
    expect(await queue('SIGNA', 'WD-A1', to, 12_345_678n)).toMatchObject({ id: queued.id, status: 'queued' });

    expect(await signerStep(signer)).toMatchObject({ signed: 1, broadcast: 1, finished: 0 });
    const out = await sendOf(queued.id);
    expect(out).toMatchObject({ status: 'broadcast', fromAddress: account.address, confirmations: 1 });
    const receipt = await chain().clients.reader.getTransactionReceipt({ hash: out?.txHash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(await chain().balanceOf(to)).toBe(12_345_678n);

    await chain().mine(CONFIRMATIONS - 1);
    expect(await signerStep(signer)).toMatchObject({ finished: 1 });
    expect(await sendOf(queued.id)).toMatchObject({ status: 'confirmed', minedHash: out?.txHash, confirmations: CONFIRMATIONS });
    expect(signer.finished.map((send) => send.reference)).toEqual(['WD-A1']);
    await chain().mine(2);
    expect(await signerStep(signer)).toMatchObject({ signed: 0, broadcast: 0, finished: 0 });
    expect(await chain().balanceOf(to)).toBe(12_345_678n);
  });

  it('broadcasts after a crash what it stored before, and takes a repeated broadcast for done: one transfer on chain', async () => {
    const to = recipient();
    const queued = await queue('SIGNB', 'WD-B1', to, 5_000_000n);
    const reader = chain().clients.reader as PublicClient;
    // The process dies after storing the signed transaction, before the broadcast reaches the node.
    const diesBeforeBroadcast = { ...reader, sendRawTransaction: () => Promise.reject(new Error('killed before the broadcast')) } as PublicClient;
    await signerStep(signerOf('SIGNB', { client: diesBeforeBroadcast }));
    const stored = await sendOf(queued.id);
    expect(stored).toMatchObject({ status: 'signed', lastError: 'killed before the broadcast' });
    expect(await chain().balanceOf(to)).toBe(0n);

    // Restarted, it broadcasts, and dies again before recording that it did.
    const diesAfterBroadcast = {
      ...reader,
      sendRawTransaction: async (args: Parameters<PublicClient['sendRawTransaction']>[0]) => {
        await reader.sendRawTransaction(args);
        throw new Error('killed after the broadcast');
      },
    } as PublicClient;
    await signerStep(signerOf('SIGNB', { client: diesAfterBroadcast }));
    expect(await sendOf(queued.id)).toMatchObject({ status: 'broadcast', txHash: stored?.txHash });

    await chain().mine(CONFIRMATIONS);
    await signerStep(signerOf('SIGNB'));
    expect(await sendOf(queued.id)).toMatchObject({ status: 'confirmed', txHash: stored?.txHash, nonce: stored?.nonce });
    expect(await chain().balanceOf(to)).toBe(5_000_000n);
  });

  it('replaces a transaction not mined in time with higher fees at the same nonce, and follows whichever is mined', async () => {
    const to = recipient();
    const clock = { now: Date.now() };
    const signer = signerOf('SIGNC', { now: () => clock.now });
    await chain().clients.control.setAutomine(false);
    try {
      const queued = await queue('SIGNC', 'WD-C1', to, 7_000_000n);
      await signerStep(signer);
      const first = await sendOf(queued.id);
      expect(first).toMatchObject({ status: 'broadcast' });
      clock.now = Date.now() + REPLACE_AFTER_MS;
      expect(await signerStep(signer)).toMatchObject({ replaced: 1 });
      const second = await sendOf(queued.id);
      expect(second?.nonce).toBe(first?.nonce);
      expect(second?.txHash).not.toBe(first?.txHash);
      expect(second?.replacedHashes).toEqual([first?.txHash]);
      expect(BigInt(second?.maxFeePerGas ?? '0')).toBeGreaterThan(BigInt(first?.maxFeePerGas ?? '0'));
      await chain().mine(CONFIRMATIONS);
      await signerStep(signer);
      expect(await sendOf(queued.id)).toMatchObject({ status: 'confirmed', minedHash: second?.txHash });
      expect(await chain().balanceOf(to)).toBe(7_000_000n);
    } finally {
      await chain().clients.control.setAutomine(true);
    }
  });

  it('keeps a send the hot wallet cannot cover queued, with why, and sends it once the wallet is refilled', async () => {
    const signer = signerOf('SIGND');
    const to = recipient();
    const balance = await chain().balanceOf(account.address);
    const queued = await queue('SIGND', 'WD-D1', to, balance + 1n);
    expect(await signerStep(signer)).toMatchObject({ signed: 0 });
    expect((await sendOf(queued.id))?.lastError).toMatch(/^hot wallet short/);
    await chain().mint(account.address, 10n);
    await signerStep(signer);
    expect(await sendOf(queued.id)).toMatchObject({ status: 'broadcast', lastError: '' });
    expect(await chain().balanceOf(to)).toBe(balance + 1n);
  });
});
