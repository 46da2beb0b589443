import { API, CODE, ZLoginRequest, ZLoginResponse } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { AppError, tooManyRequests } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { clearFailures, recordFailure } from '../../security/failure-throttle.js';
import { decoyPasswordHash, refuseWhenHashingFull, verifyPassword } from '../../security/passwords.js';
import { findMemberByUsername } from '../member/member-store.js';
import { isTwoStepOn, readMemberSecurity } from '../security/member-two-step.js';
import { verifyCaptcha } from './captcha/captcha-service.js';
import { sendLoginLockedLetter } from './login-lock-letter.js';
import { openMemberSession } from './open-member-session.js';
import { issueSecondStepTicket } from './second-step-tickets.js';
import { recordSignIn } from './sign-in-history.js';
import { accountFailureCounter, accountKey, admitPasswordAttempt } from './login-failures.js';
import { knownDeviceOf } from './member-devices.js';

type Counters = Awaited<ReturnType<typeof admitPasswordAttempt>>;
type Attempt = Omit<Parameters<typeof recordSignIn>[1], 'memberId' | 'outcome'>;

/**
 * A wrong username or password: counted on the attempt's counters, kept in the member's sign-in
 * history, and, from an unknown client, counted towards the account's lock of unknown clients.
 */
async function countWrongCredentials(
  deps: AppDeps,
  counters: Counters,
  who: { username: string; member: { id: number } | null; known: boolean },
  attempt: Attempt,
): Promise<void> {
  await recordFailure(deps.limiter, counters);
  const { member } = who;
  if (member) await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'wrong-password' });
  if (who.known) return;
  const account = accountFailureCounter(deps.config.limits, who.username);
  const total = await deps.limiter.consume(account.rule, account.subject);
  // Exactly at the limit: the attempt that locked it sends the one letter.
  if (member && total.count === account.rule.limit) await sendLoginLockedLetter(deps.db, member.id, total.count);
}

/**
 * Every limit is checked before the password is hashed (a third of a second of a core at the
 * production cost), so a flood is refused cheaply and the bounded hashing pool stays free for
 * the members who are really signing in. A member's known device (the device cookie of a browser
 * they signed in from) answers only to its own limits and hashes in the places strangers cannot
 * fill: the right password and second factor from it always get in.
 */
export const loginCall = defineCall({
  path: API.login.login,
  request: ZLoginRequest,
  response: ZLoginResponse,
  async handler({ deps, input, ip, userAgent, language, device }) {
    const { limits, passwordCost } = deps.config;
    // A client without a device cookie is unknown: while unknown clients' hashing is full it is
    // told to wait before anything is read for it. One with a cookie is looked up first.
    if (device.token === null) await refuseWhenHashingFull('open');
    const member = await findMemberByUsername(deps.db, input.username);
    const known = member === null ? null : await knownDeviceOf(deps.db, member.id, device.token);
    if (known === null) await refuseWhenHashingFull('open');
    const counters = await admitPasswordAttempt(deps.limiter, limits, { username: input.username, ip, known });
    const successes = await deps.limiter.peek(limits.loginSuccessesPerAccount, accountKey(input.username));
    if (successes.exceeded) throw tooManyRequests(successes.retryAfterMs);
    await verifyCaptcha(deps.db, deps.config.captchaEnabled, input);

    // An unknown username costs the same scrypt as a wrong password, so timing tells nothing.
    const stored = member?.passwordHash ?? (await decoyPasswordHash(passwordCost));
    const isRight = await verifyPassword(input.password, stored, known === null ? 'open' : 'trusted');
    const attempt = { ip, userAgent, method: 'password' as const, language, device };
    if (!member || !isRight) {
      await countWrongCredentials(deps, counters, { username: input.username, member, known: known !== null }, attempt);
      throw new AppError(CODE.WRONG_CREDENTIALS, 'error.wrongCredentials');
    }
    // Frozen by an operator: the right password still opens nothing (and says so; the password was right).
    if (member.loginFrozen) {
      await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'frozen' });
      throw new AppError(CODE.ACCOUNT_LOCKED, 'error.accountFrozen');
    }
    await deps.limiter.consume(limits.loginSuccessesPerAccount, accountKey(input.username));
    if (isTwoStepOn(await readMemberSecurity(deps.db, member.id))) {
      // The failures stay counted until the code is right too: a known password must not buy
      // fresh guesses at the code (secondStep counts wrong codes on the same counters).
      const ticket = await issueSecondStepTicket(deps.db, deps.clock.now(), { memberId: member.id, ip, userAgent });
      throw new AppError(CODE.TWO_STEP_REQUIRED, 'error.twoStepRequired', {}, ticket);
    }
    // The counter of the pair (or of the device) that proved itself starts again.
    await clearFailures(deps.limiter, counters.slice(0, 1));
    return openMemberSession(deps, member, attempt);
  },
});
