import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { EnvelopeCipher } from '@meridian/protocol';

const BLOCK_BYTES = 16;

/**
 * The envelope's byte work (AES-128-ECB with PKCS#7, and base64) on Node's OpenSSL and Buffer,
 * for the server, where every call opens one envelope and seals another. The portable cipher
 * (@noble/ciphers and base64 in plain code, the browser's) expands the key and allocates afresh
 * for each message, and was about a tenth of a member call's CPU.
 *
 * ECB has no IV and no chaining: with OpenSSL's padding off, one context turns any whole blocks
 * into whole blocks and keeps nothing between calls, so each direction is set up once per key and
 * the padding is done here. Only whole blocks ever reach `update`: a partial one would stay
 * buffered inside the context and corrupt the next message.
 */
export function opensslEnvelopeCipher(key: Uint8Array): EnvelopeCipher {
  const encrypter = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  const decrypter = createDecipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  return {
    seal(plain) {
      const padLength = BLOCK_BYTES - (plain.length % BLOCK_BYTES);
      const padded = Buffer.allocUnsafe(plain.length + padLength);
      padded.set(plain);
      padded.fill(padLength, plain.length);
      return encrypter.update(padded).toString('base64');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      if (bytes.length === 0 || bytes.length % BLOCK_BYTES !== 0) throw new Error('The message is not whole AES blocks');
      const plain = decrypter.update(bytes);
      const padLength = plain[plain.length - 1] ?? 0;
      if (padLength < 1 || padLength > BLOCK_BYTES) throw new Error('The message is not padded');
      for (let i = plain.length - padLength; i < plain.length; i += 1) {
        if (plain[i] !== padLength) throw new Error('The message is not padded');
      }
      return plain.subarray(0, plain.length - padLength);
    },
  };
}
