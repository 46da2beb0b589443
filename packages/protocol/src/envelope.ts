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
const BASE64_CODES = encoder.encode(BASE64_ALPHABET);
const PAD_CODE = 61; // '='
const BLOCK_BYTES = 16;

/**
 * Standard padded base64. Not `btoa`, which in Node is several times slower (and this runs on
 * every answer): the characters are written as bytes and decoded to a string at once.
 */
function toBase64(bytes: Uint8Array): string {
  const text = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const code = (sextet: number) => BASE64_CODES[sextet & 63] ?? PAD_CODE;
  let at = 0;
  for (let i = 0; i < bytes.length; i += 3) {
    const left = bytes.length - i;
    const group = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    text[at] = code(group >> 18);
    text[at + 1] = code(group >> 12);
    text[at + 2] = left > 1 ? code(group >> 6) : PAD_CODE;
    text[at + 3] = left > 2 ? code(group) : PAD_CODE;
    at += 4;
  }
  return decoder.decode(text);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The byte work under the envelope, for one key: AES-128-ECB with PKCS#7 padding, between plain
 * bytes and standard padded base64. The envelope does the JSON, the UTF-8 and the checks.
 */
export interface EnvelopeCipher {
  /** Plain bytes → base64 of their encryption. */
  seal(plain: Uint8Array): string;
  /**
   * Base64 that the envelope has checked to be standard and whole AES blocks → the plain bytes.
   * Throws when they do not decrypt to correctly padded bytes.
   */
  open(sealed: string): Uint8Array;
}

/**
 * Portable (the browser's, and the default): @noble/ciphers and base64 in plain code. One @noble
 * cipher object may decrypt any number of times, but @noble refuses a second encrypt() on the
 * same object (it guards every mode against nonce reuse, ECB included): the decrypting cipher is
 * made once per key, the encrypting one per message.
 */
export function nobleEnvelopeCipher(key: Uint8Array): EnvelopeCipher {
  const decrypter = ecb(key);
  return {
    seal: (plain) => toBase64(ecb(key).encrypt(plain)),
    open: (sealed) => decrypter.decrypt(fromBase64(sealed)),
  };
}

/** A reusable codec for one key; creating the cipher once keeps the hot path cheap. */
export interface EnvelopeCodec {
  encode(value: unknown): string;
  decode(text: string): unknown;
}

/** Standard base64 of whole AES blocks (trimmed), or a cipher error. */
function checkedSealedText(text: string): string {
  const clean = text.trim();
  if (clean.length === 0 || clean.length % 4 !== 0 || !BASE64.test(clean)) {
    throw new EnvelopeError('cipher', 'The body is not base64');
  }
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  if (((clean.length / 4) * 3 - padding) % BLOCK_BYTES !== 0) throw new EnvelopeError('cipher', 'The body has a wrong length');
  return clean;
}

/**
 * The codec for `key`. `makeCipher` may give a faster implementation of the same byte work (the
 * server's, on Node's OpenSSL and Buffer); the browser uses the portable one.
 */
export function createEnvelope(
  key: string,
  makeCipher: (key: Uint8Array) => EnvelopeCipher = nobleEnvelopeCipher,
): EnvelopeCodec {
  const cipher = makeCipher(keyBytes(key));
  return {
    encode(value: unknown): string {
      return cipher.seal(encoder.encode(JSON.stringify(value)));
    },
    decode(text: string): unknown {
      const sealed = checkedSealedText(text);
      let plain: Uint8Array;
      try {
        plain = cipher.open(sealed);
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
