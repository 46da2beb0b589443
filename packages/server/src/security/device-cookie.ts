import { createHash, randomBytes } from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';

/**
 * The device cookie (OWASP's "device cookies", in its opaque form): a random token this browser
 * keeps, sent with every call. It identifies nothing by itself; a member's sign-in from it, with
 * the right password and second factor, makes it one of their known devices (member-devices.ts).
 * Failures from a known device lock only that device, and failures from unknown clients lock only
 * unknown clients, so a stranger's guesses never keep a member out of their own phone. A code sent
 * to a browser can be checked only from that browser, so a stranger cannot spend it.
 */
export const DEVICE_COOKIE = 'mdn_device';

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Browsers keep a cookie at most 400 days; a sign-in renews it. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The device token the request carries, or null (none, or not one of ours). */
export function deviceTokenOf(cookieHeader: string | undefined): string | null {
  if (cookieHeader === undefined || !cookieHeader.includes(DEVICE_COOKIE)) return null;
  const token = fastifyCookie.parse(cookieHeader)[DEVICE_COOKIE];
  return token !== undefined && TOKEN_SHAPE.test(token) ? token : null;
}

/** What is stored of a device token: never the token itself, so a stolen table opens nothing. */
export function deviceHash(token: string): string {
  return createHash('sha256').update(`device\n${token}`).digest('base64url');
}

/** The cookie's attributes: never readable by scripts, sent only to this site (the app's calls and the console's). */
export function deviceCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: MAX_AGE_SECONDS } as const;
}

/** The Set-Cookie value that gives the browser `token`. */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return fastifyCookie.serialize(DEVICE_COOKIE, token, deviceCookieOptions(secure));
}

/** A call's view of the caller's device. */
export interface CallDevice {
  /** The token the browser sent, or null. */
  readonly token: string | null;
  /** The browser's token, giving it one now (in this answer) when it has none. */
  ensure(): string;
}
