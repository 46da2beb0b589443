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

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Every 12-bit value as its two base64 characters: three bytes become two lookups. */
const BASE64_PAIRS: readonly string[] = Array.from(
  { length: 4096 },
  (_, value) => BASE64_ALPHABET.charAt(value >> 6) + BASE64_ALPHABET.charAt(value & 63),
);

/** Standard base64 with padding. Not `btoa`, which is several times slower in Node on every answer. */
function toBase64(bytes: Uint8Array): string {
  let text = '';
  const whole = bytes.length - (bytes.length % 3);
  for (let i = 0; i < whole; i += 3) {
    const group = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    text += (BASE64_PAIRS[group >> 12] ?? '') + (BASE64_PAIRS[group & 4095] ?? '');
  }
  if (whole < bytes.length) {
    const hasTwo = bytes.length - whole === 2;
    const group = ((bytes[whole] ?? 0) << 16) | (hasTwo ? (bytes[whole + 1] ?? 0) << 8 : 0);
    text += (BASE64_PAIRS[group >> 12] ?? '') + (hasTwo ? BASE64_ALPHABET.charAt((group >> 6) & 63) + '=' : '==');
  }
  return text;
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

/** AES-128-ECB with PKCS#7 padding over bytes, for one key: all the envelope needs of a cipher. */
export interface EnvelopeCipher {
  encrypt(plain: Uint8Array): Uint8Array;
  /** Throws when `sealed` (whole blocks) does not decrypt to correctly padded text. */
  decrypt(sealed: Uint8Array): Uint8Array;
}

/**
 * The cipher of @noble/ciphers, in the browser and wherever no faster one is given. One object
 * may decrypt any number of times, but @noble refuses a second encrypt() on the same object (it
 * guards every mode against nonce reuse, ECB included): the decrypting cipher is made once per
 * key, the encrypting one per message.
 */
export function nobleEnvelopeCipher(key: Uint8Array): EnvelopeCipher {
  const decrypter = ecb(key);
  return {
    encrypt: (plain) => ecb(key).encrypt(plain),
    decrypt: (sealed) => decrypter.decrypt(sealed),
  };
}

/**
 * The codec for `key`. `makeCipher` may give a faster implementation of the same AES-128-ECB with
 * PKCS#7 (the server's, on OpenSSL); the browser uses @noble's.
 */
export function createEnvelope(
  key: string,
  makeCipher: (key: Uint8Array) => EnvelopeCipher = nobleEnvelopeCipher,
): EnvelopeCodec {
  const cipher = makeCipher(keyBytes(key));
  return {
    encode(value: unknown): string {
      const json = JSON.stringify(value);
      return toBase64(cipher.encrypt(encoder.encode(json)));
    },
    decode(text: string): unknown {
      const raw = fromBase64(text);
      if (raw.length % 16 !== 0) throw new EnvelopeError('cipher', 'The body has a wrong length');
      let plain: Uint8Array;
      try {
        plain = cipher.decrypt(raw);
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
