import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/security/passwords.js';
import { hashPayPassword, verifyPayPassword } from '../../src/security/pay-passwords.js';

const KEY = 'a-test-pay-password-key-of-32-chars!';

describe('pay-password hashes', () => {
  it('are keyed and salted: the same pin twice gives two hashes, neither holds the pin', () => {
    const first = hashPayPassword('1234', KEY);
    const second = hashPayPassword('1234', KEY);
    expect(first).toMatch(/^hmac-sha256\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('1234');
  });

  it('verify the right pin only, and only with the same key', async () => {
    const stored = hashPayPassword('4821', KEY);
    expect(await verifyPayPassword('4821', stored, KEY)).toEqual({ isRight: true, rehashed: null });
    expect((await verifyPayPassword('4822', stored, KEY)).isRight).toBe(false);
    // Without the key (a stolen database alone), trying all 10,000 pins finds nothing.
    expect((await verifyPayPassword('4821', stored, `${KEY}-other`)).isRight).toBe(false);
  });

  it('still verify an older scrypt hash, and hand back a keyed one to store in its place', async () => {
    const legacy = await hashPassword('2580', { N: 2 ** 10, r: 8, p: 1 });
    const wrong = await verifyPayPassword('0000', legacy, KEY);
    expect(wrong).toEqual({ isRight: false, rehashed: null });
    const right = await verifyPayPassword('2580', legacy, KEY);
    expect(right.isRight).toBe(true);
    expect(right.rehashed).toMatch(/^hmac-sha256\$/);
    expect((await verifyPayPassword('2580', right.rehashed ?? '', KEY)).isRight).toBe(true);
  });
});
