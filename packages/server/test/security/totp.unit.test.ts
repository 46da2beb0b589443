import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { acceptedCode, hashRecoveryCode, newRecoveryCodes, newTotpSecret, RECOVERY_CODE_COUNT } from '../../src/security/totp.js';

const NOW = Date.parse('2026-11-24T08:00:00Z');
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

describe('second factor codes', () => {
  it('accepts the current and the previous step, not one already used, not the next', async () => {
    const secret = newTotpSecret();
    const factor = { totpSecret: secret, totpLastStep: null, recoveryCodeHashes: [] };
    const current = await acceptedCode(factor, await codeAt(secret, NOW), NOW);
    expect(current).toEqual({ kind: 'totp', step: Math.floor(NOW / 30_000) });
    expect(await acceptedCode(factor, await codeAt(secret, NOW - 30_000), NOW)).toEqual({ kind: 'totp', step: Math.floor(NOW / 30_000) - 1 });
    expect(await acceptedCode({ ...factor, totpLastStep: Math.floor(NOW / 30_000) }, await codeAt(secret, NOW), NOW)).toBeNull();
    expect(await acceptedCode(factor, await codeAt(secret, NOW + 60_000), NOW)).toBeNull();
  });

  it('accepts an unused recovery code typed without its dash or in capitals, and nothing without a secret', async () => {
    const [code = ''] = newRecoveryCodes(1);
    const factor = { totpSecret: newTotpSecret(), totpLastStep: null, recoveryCodeHashes: [hashRecoveryCode(code)] };
    expect(await acceptedCode(factor, code.replace('-', '').toUpperCase(), NOW)).toEqual({ kind: 'recovery', hash: hashRecoveryCode(code) });
    expect(await acceptedCode({ ...factor, recoveryCodeHashes: [] }, code, NOW)).toBeNull();
    expect(await acceptedCode({ ...factor, totpSecret: null }, code, NOW)).toBeNull();
  });

  it('makes as many distinct recovery codes as asked, 8 for operators by default', () => {
    expect(newRecoveryCodes()).toHaveLength(RECOVERY_CODE_COUNT);
    const ten = newRecoveryCodes(10);
    expect(new Set(ten).size).toBe(10);
    for (const code of ten) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
  });
});
