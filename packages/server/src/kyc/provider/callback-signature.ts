import { hmacHex, sameSignature } from '../../security/hmac.js';

/**
 * How the server and the hosted identity-check provider sign what they send each other, as the
 * common webhook providers do: a header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 * The time is inside what is signed, so a callback recorded and sent again later is refused once
 * it is older than the tolerance; within it, the event id (provider-callback.ts) refuses it.
 */
export const KYC_SIGNATURE_HEADER = 'x-meridian-signature';
/** How old a signed message may be when it arrives: the provider's clock and its retries' delay. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export function signKycMessage(secret: string, body: string, atMs: number): string {
  const seconds = Math.floor(atMs / 1000);
  return `t=${seconds},v1=${hmacHex(secret, `${seconds}.${body}`)}`;
}

export type SignatureCheck = 'ok' | 'bad_signature' | 'stale';

/** Whether `header` signs `body` under `secret`, and was made within the tolerance of `nowMs` (either way). */
export function checkKycSignature(secret: string, body: string, header: string, nowMs: number): SignatureCheck {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const seconds = parts.get('t') ?? '';
  const signature = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(seconds) || !sameSignature(hmacHex(secret, `${seconds}.${body}`), signature.toLowerCase())) return 'bad_signature';
  return Math.abs(nowMs - Number(seconds) * 1000) > SIGNATURE_TOLERANCE_MS ? 'stale' : 'ok';
}
