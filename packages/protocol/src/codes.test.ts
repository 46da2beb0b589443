import { describe, expect, it } from 'vitest';
import { actionForCode, CODE } from './codes.js';
import { ALL_API_PATHS, API, isPublicPath, PUBLIC_PATHS } from './paths.js';

describe('result codes (spec section 8)', () => {
  it('maps each code to what the app does', () => {
    expect(actionForCode(200)).toEqual({ kind: 'success' });
    expect(actionForCode(1001)).toEqual({ kind: 'relogin' });
    expect(actionForCode(CODE.MAINTENANCE)).toEqual({ kind: 'maintenance' });
    expect(actionForCode(403)).toEqual({ kind: 'toast' });
    expect(actionForCode(500)).toEqual({ kind: 'toast' });
    expect(actionForCode(3008)).toEqual({ kind: 'modal-then-recharge-bills' });
    expect(actionForCode(7003)).toEqual({ kind: 'toast-then', target: 'bet-record', delayMs: 1500 });
    expect(actionForCode(7004)).toEqual({ kind: 'toast-then', target: 'bet-record', delayMs: 1500 });
    expect(actionForCode(6005)).toEqual({ kind: 'toast-then', target: 'recharge', delayMs: 1500 });
    expect(actionForCode(7012)).toEqual({ kind: 'toast-then', target: 'recharge', delayMs: 1500 });
    expect(actionForCode(CODE.INVALID_PARAMS)).toEqual({ kind: 'toast' });
    expect(actionForCode(CODE.TWO_STEP_REQUIRED)).toEqual({ kind: 'caller' });
    expect(actionForCode(CODE.TWO_STEP_CODE_WRONG)).toEqual({ kind: 'toast' });
    for (const code of [CODE.CONTRACT_LOSS_LIMIT, CODE.CONTRACT_STAKE_LIMIT, CODE.CONTRACT_COOL_OFF, CODE.CONTRACT_SELF_EXCLUDED]) {
      expect(actionForCode(code)).toEqual({ kind: 'modal-offering', target: 'trading-limits' });
    }
  });
  it('has no two codes with the same number', () => {
    const values = Object.values(CODE);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('paths (spec sections 5 and 7)', () => {
  it('lists every call once, all under /api/', () => {
    expect(new Set(ALL_API_PATHS).size).toBe(ALL_API_PATHS.length);
    // The spec's 92 calls, and beyond it the support conversation (API.support), the security
    // centre (API.security), sign-in's second step, the passkey sign-in calls, the trading limits
    // (API.limit), the contracts' transparency figures, the proof of liabilities (API.liability),
    // the contracts' proofs (API.proof), and undoing a contact change and the recovery-code reset.
    const passkeySignIn = [API.login.beginPasskeySignIn, API.login.finishPasskeySignIn, API.login.beginPasskeyStep, API.login.finishPasskeyStep];
    const beyondSpec = [
      ...Object.values(API.support),
      ...Object.values(API.security),
      API.login.secondStep,
      ...passkeySignIn,
      // Issue 35: undoing a change of email or phone, and a reset with a recovery code.
      API.login.undoContactChange,
      API.login.checkRecoveryCode,
      ...Object.values(API.limit),
      API.contractShort.getTransparency,
      ...Object.values(API.liability),
      ...Object.values(API.proof),
      // Issue 36: the member's bills as a CSV file.
      API.balanceBill.exportCsv,
      // Issue 38: the member's chain deposits and the embedded demo's faucet.
      API.recharge.chainDeposits,
      API.recharge.demoFaucet,
      // Issue 40: the notification centre and price alerts.
      ...Object.values(API.notification),
      ...Object.values(API.alert),
      ...Object.values(API.push),
      // Issue 41: identity verification.
      ...Object.values(API.kyc),
    ];
    expect(ALL_API_PATHS.length).toBe(92 + beyondSpec.length);
    expect(Object.keys(API.support)).toHaveLength(3);
    expect(Object.keys(API.security)).toHaveLength(21);
    expect(Object.keys(API.limit)).toHaveLength(7);
    // Issue 39 added the reserves beside the liabilities snapshot and the member's proof.
    expect(Object.keys(API.liability)).toHaveLength(3);
    for (const path of ALL_API_PATHS) expect(path).toMatch(/^\/api\/[A-Za-z]+\/[A-Za-z]+$/);
  });
  it('keeps member data off the public list', () => {
    expect(isPublicPath(API.login.login)).toBe(true);
    expect(isPublicPath(API.member.getBalance)).toBe(false);
    expect(isPublicPath(API.member.getMemberInfo)).toBe(false);
    expect(isPublicPath(API.withdraw.withdraw)).toBe(false);
    for (const path of Object.values(API.support)) expect(isPublicPath(path)).toBe(false);
    for (const path of Object.values(API.security)) expect(isPublicPath(path)).toBe(false);
    for (const path of Object.values(API.limit)) expect(isPublicPath(path)).toBe(false);
    expect(isPublicPath(API.contractShort.getTransparency)).toBe(true);
    expect(isPublicPath(API.login.secondStep)).toBe(true);
    // A proof is public by design: anyone given an order number may check it (the stake stays the member's).
    for (const path of Object.values(API.proof)) expect(isPublicPath(path)).toBe(true);
    // Reserves are published for anyone; a member's own liability proof is theirs alone.
    expect(isPublicPath(API.liability.getReserves)).toBe(true);
    expect(isPublicPath(API.liability.getLiabilityProof)).toBe(false);
    for (const path of PUBLIC_PATHS) expect(ALL_API_PATHS).toContain(path);
  });
});
