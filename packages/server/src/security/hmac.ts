import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `text` under `secret`, in hex: what the platform's signed links and callbacks carry. */
export function hmacHex(secret: string | Buffer, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/**
 * Whether two signatures are the same, in a time that does not tell how much of a guess was
 * right (a plain `===` stops at the first differing character).
 */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
