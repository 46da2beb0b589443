import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env.js';
import type { DbOrTx } from '../db/types.js';
import { operatorDevices } from '../db/schema/index.js';
import { isHttpsOrigin } from '../http/security-headers.js';
import { DEVICE_COOKIE, deviceCookieOptions, deviceHash, deviceTokenOf, newDeviceToken } from '../security/device-cookie.js';

/**
 * The browsers an operator finished the console's sign-in from (password and authenticator), by
 * their device cookie (security/device-cookie.ts): the members' rule for operators. Wrong
 * passwords from strangers lock only unknown clients, so nobody keeps an operator out of the
 * console from afar.
 */

export interface KnownOperatorDevice {
  id: number;
}

export function requestDeviceToken(request: FastifyRequest): string | null {
  return deviceTokenOf(request.headers.cookie);
}

export async function knownOperatorDevice(db: DbOrTx, operatorId: number, token: string | null): Promise<KnownOperatorDevice | null> {
  if (token === null) return null;
  const [row] = await db
    .select({ id: operatorDevices.id })
    .from(operatorDevices)
    .where(and(eq(operatorDevices.operatorId, operatorId), eq(operatorDevices.tokenHash, deviceHash(token))));
  return row ?? null;
}

/** After a complete sign-in: this browser is the operator's from now on (its cookie given or renewed). */
export async function rememberOperatorDevice(
  db: DbOrTx,
  config: Pick<Config, 'publicOrigin'>,
  request: FastifyRequest,
  reply: FastifyReply,
  operatorId: number,
): Promise<void> {
  const token = requestDeviceToken(request) ?? newDeviceToken();
  void reply.setCookie(DEVICE_COOKIE, token, deviceCookieOptions(isHttpsOrigin(config.publicOrigin) || request.protocol === 'https'));
  const seen = { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 300) };
  await db
    .insert(operatorDevices)
    .values({ operatorId, tokenHash: deviceHash(token), ...seen })
    .onConflictDoUpdate({ target: [operatorDevices.operatorId, operatorDevices.tokenHash], set: { lastSeenAt: sql`now()`, ...seen } });
}
