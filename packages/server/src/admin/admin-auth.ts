import { createHash, timingSafeEqual } from 'node:crypto';
import type { OperatorToken } from '../env.js';
import type { LimitRule } from '../security/limits.js';

const MINUTE = 60_000;

/** Wrong or missing tokens from one address before it is refused outright for the window. */
export const ADMIN_AUTH_FAILURES_PER_IP: LimitRule = { name: 'admin-auth-fail-ip', limit: 10, windowMs: 15 * MINUTE };

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The name of the operator whose token `authorization` carries (`Bearer <token>`), or null.
 * Every configured token is compared, each in constant time over equal-length digests, so
 * neither a token's length nor which token nearly matched shows in the time taken.
 */
export function operatorNameOf(authorization: string | undefined, tokens: readonly OperatorToken[]): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const given = digest(match?.[1] ?? '');
  let name: string | null = null;
  for (const candidate of tokens) {
    if (timingSafeEqual(given, digest(candidate.token)) && match) name = candidate.name;
  }
  return name;
}
