import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT_COST, decoyPasswordHash, hashPassword, verifyPassword } from '../../src/security/passwords.js';
import { hashToken, newInviteCode, newToken, newVerificationCode } from '../../src/security/tokens.js';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('demo1234', cheap);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo1235', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts each hash: one password, two different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password', cheap), hashPassword('same-password', cheap)]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('records its cost, so hashes of different costs all verify', async () => {
    const hash = await hashPassword('pw123456', { N: 2 ** 11, r: 8, p: 1 });
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '2048', '8', '1']);
    expect(await verifyPassword('pw123456', hash)).toBe(true);
  });

  it('uses OWASP’s scrypt minimum outside tests', () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('treats Unicode forms of one password as the same password', async () => {
    const hash = await hashPassword('caf\u00e9123', cheap);
    expect(await verifyPassword('cafe\u0301123', hash)).toBe(true);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2$3')).toBe(false);
  });

  it('has a decoy hash that nothing matches', async () => {
    const decoy = await decoyPasswordHash(cheap);
    expect(await verifyPassword('', decoy)).toBe(false);
    expect(await decoyPasswordHash(cheap)).toBe(decoy);
  });
});

describe('tokens and codes', () => {
  it('makes 256-bit base64url tokens and stores only their sha256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken()).not.toBe(token);
  });

  it('makes 6-digit codes and unambiguous invite codes', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(newVerificationCode()).toMatch(/^\d{6}$/);
      expect(newInviteCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    }
  });
});
