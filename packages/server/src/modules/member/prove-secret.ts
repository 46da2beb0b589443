import { CODE } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { MessageKey } from '../../i18n/translate.js';
import { clearFailures, guardAttempt, recordFailure, type FailureCounter } from '../../security/failure-throttle.js';
import { verifyPassword } from '../../security/passwords.js';

export const WRONG_PASSWORD = { code: CODE.WRONG_PASSWORD, key: 'error.wrongPassword' } as const;
export const WRONG_PAY_PASSWORD = { code: CODE.WRONG_PAY_PASSWORD, key: 'error.wrongPayPassword' } as const;

/**
 * Checks a secret the member typed (login or pay password) against its hash, counting wrong
 * guesses: after a few the member waits, as with logins.
 */
export async function proveSecret(
  deps: AppDeps,
  counter: FailureCounter,
  isRight: () => Promise<boolean>,
  wrong: { code: typeof CODE.WRONG_PASSWORD | typeof CODE.WRONG_PAY_PASSWORD; key: MessageKey },
): Promise<void> {
  await guardAttempt(deps.limiter, [counter]);
  if (!(await isRight())) {
    await recordFailure(deps.limiter, [counter]);
    throw new AppError(wrong.code, wrong.key);
  }
  await clearFailures(deps.limiter, [counter]);
}

/** The login password of a signed-in member, its wrong guesses counted with the password change's. */
export async function proveLoginPassword(deps: AppDeps, member: MemberRow, password: string): Promise<void> {
  const counter = { rule: deps.config.limits.passwordFailuresPerMember, subject: `login:${member.id}` };
  await proveSecret(deps, counter, () => verifyPassword(password, member.passwordHash, 'trusted'), WRONG_PASSWORD);
}
