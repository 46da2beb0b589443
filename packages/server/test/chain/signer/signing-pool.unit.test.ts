import { randomBytes } from 'node:crypto';
import { bytesToHex, type TransactionSerializableEIP1559 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSigningPool } from '../../../src/chain/signer/signing-pool.js';

const pool = startSigningPool(2);
afterAll(async () => {
  await pool.close();
});

const transactions = (count: number): TransactionSerializableEIP1559[] =>
  Array.from({ length: count }, (_, nonce) => ({ type: 'eip1559', chainId: 31337, nonce, to: `0x${'ab'.repeat(20)}`, value: BigInt(nonce + 1), gas: 21_000n, maxFeePerGas: 2n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n }));

describe('the signing threads', () => {
  it('sign exactly what the key signs on the main thread, in order, however the batch is split between threads', async () => {
    const privateKey = bytesToHex(randomBytes(32));
    const account = privateKeyToAccount(privateKey);
    // On this platform (linux-x64) the threads sign with libsecp256k1: what is compared here is its signature against viem's.
    expect(await pool.ready).toBe(process.platform === 'linux' && process.arch === 'x64');
    for (const count of [1, 40]) {
      const batch = transactions(count);
      const expected = await Promise.all(batch.map((transaction) => account.signTransaction(transaction)));
      expect(await pool.sign(privateKey, batch)).toEqual(expected);
    }
  });

  it('say what went wrong instead of signing with a key that is not one', async () => {
    await expect(pool.sign('0x1234', transactions(1))).rejects.toThrow(/signing thread/);
  });
});
