import { ecb } from '@noble/ciphers/aes.js';

/**
 * The wire envelope (DESIGN.md "The wire"): base64 of AES-128-ECB with PKCS#7 padding over the
 * UTF-8 JSON of a value. It hides nothing from anyone who has the app: it is NOT security.
 */

export const DEMO_ENVELOPE_KEY = 'MeridianDemoKey1';

export class EnvelopeError extends Error {
  /** `cipher`: not base64 / wrong length / bad padding. `json`: decrypted, but not JSON. */
  constructor(
    readonly kind: 'cipher' | 'json',
    message: string,
  ) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function keyBytes(key: string): Uint8Array {
  const bytes = encoder.encode(key);
  if (bytes.length !== 16) throw new Error('The envelope key must be exactly 16 bytes');
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const clean = text.trim();
  if (clean.length === 0 || clean.length % 4 !== 0 || !BASE64.test(clean)) {
    throw new EnvelopeError('cipher', 'The body is not base64');
  }
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A reusable codec for one key; creating the cipher once keeps the hot path cheap. */
export interface EnvelopeCodec {
  encode(value: unknown): string;
  decode(text: string): unknown;
}

export function createEnvelope(key: string): EnvelopeCodec {
  const k = keyBytes(key);
  return {
    encode(value: unknown): string {
      const json = JSON.stringify(value);
      return toBase64(ecb(k).encrypt(encoder.encode(json)));
    },
    decode(text: string): unknown {
      const raw = fromBase64(text);
      if (raw.length % 16 !== 0) throw new EnvelopeError('cipher', 'The body has a wrong length');
      let plain: Uint8Array;
      try {
        plain = ecb(k).decrypt(raw);
      } catch {
        throw new EnvelopeError('cipher', 'The body does not decrypt');
      }
      let json: string;
      try {
        json = decoder.decode(plain);
      } catch {
        throw new EnvelopeError('json', 'The body is not UTF-8');
      }
      try {
        return JSON.parse(json) as unknown;
      } catch {
        throw new EnvelopeError('json', 'The body is not JSON');
      }
    },
  };
}
