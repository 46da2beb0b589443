import { API, CODE, ZFinishPasskeySignInRequest, ZLoginResponse } from '@meridian/protocol';
import { AppError, tooManyRequests } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { guardAttempt, recordFailure, type FailureCounter } from '../../security/failure-throttle.js';
import { findMemberById } from '../member/member-store.js';
import { findPasskeyByCredentialId } from '../security/passkey-store.js';
import { provePasskey } from '../security/prove-passkey.js';
import { accountKey, loginSlowdown } from './login-failures.js';
import { openMemberSession } from './open-member-session.js';
import { recordSignIn } from './sign-in-history.js';

/**
 * Signs in with a passkey instead of the password. The passkey was verified on the device (a PIN
 * or a fingerprint) and proves possession: two factors in one, so 2-step asks no code after it.
 * A refused answer counts on the address's failures, as a wrong password does; the account's lock
 * of unknown clients (wrong passwords) does not refuse a passkey.
 */
export const finishPasskeySignInCall = defineCall({
  path: API.login.finishPasskeySignIn,
  request: ZFinishPasskeySignInRequest,
  response: ZLoginResponse,
  async handler({ deps, input, ip, userAgent, language, device }) {
    const { limits } = deps.config;
    await deps.limiter.enforce(limits.loginAttemptsPerIp, ip);
    const counters: FailureCounter[] = [{ rule: limits.loginFailuresPerIp, subject: ip }];
    await guardAttempt(deps.limiter, counters, loginSlowdown(limits));
    const claimed = await findPasskeyByCredentialId(deps.db, input.credential.id);
    // No lock of the account refuses it: a passkey cannot be guessed, and a campaign of wrong
    // passwords from strangers must not keep the member out of the key on their own device.
    const member = claimed ? await findMemberById(deps.db, claimed.memberId) : null;
    const attempt = { ip, userAgent, method: 'passkey' as const, language, device };
    try {
      await provePasskey(deps, input.credential, { purpose: 'sign-in' });
    } catch (error) {
      await recordFailure(deps.limiter, counters);
      if (member && error instanceof AppError && error.code === CODE.PASSKEY_REFUSED) {
        await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'wrong-passkey' });
      }
      throw error;
    }
    // provePasskey found the same passkey by the same id, so `member` is its owner.
    if (!member) throw new AppError(CODE.PASSKEY_REFUSED, 'error.passkeyRefused');
    if (member.loginFrozen) {
      await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'frozen' });
      throw new AppError(CODE.ACCOUNT_LOCKED, 'error.accountFrozen');
    }
    const successes = await deps.limiter.consume(limits.loginSuccessesPerAccount, accountKey(member.username));
    if (successes.exceeded) throw tooManyRequests(successes.retryAfterMs);
    return openMemberSession(deps, member, attempt);
  },
});
