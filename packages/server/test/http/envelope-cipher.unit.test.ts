import fc from 'fast-check';
import { ecb } from '@noble/ciphers/aes.js';
import { describe, expect, it } from 'vitest';
import { DEMO_ENVELOPE_KEY, createEnvelope, keyBytes, nobleEnvelopeCipher } from '@meridian/protocol';
import { opensslEnvelopeCipher } from '../../src/http/envelope-cipher.js';

const key = keyBytes(DEMO_ENVELOPE_KEY);
const openssl = opensslEnvelopeCipher(key);
const noble = nobleEnvelopeCipher(key);

/** Base64 of one block that decrypts to `tail` at the end of fives: padding of our choosing. */
function blockEndingWith(tail: number[]): string {
  const block = new Uint8Array(16).fill(5);
  block.set(tail, 16 - tail.length);
  return Buffer.from(ecb(key, { disablePadding: true }).encrypt(block)).toString('base64');
}

describe('the server’s envelope cipher (OpenSSL and Buffer)', () => {
  it('seals exactly what the portable cipher seals, and each opens what the other sealed, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (plain) => {
        const sealed = openssl.seal(plain);
        expect(sealed).toBe(noble.seal(plain));
        expect(Array.from(openssl.open(noble.seal(plain)))).toEqual(Array.from(plain));
        expect(Array.from(noble.open(sealed))).toEqual(Array.from(plain));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps nothing from one message to the next, whatever came before', () => {
    const messages = [new Uint8Array(0), new Uint8Array(15).fill(1), new Uint8Array(16).fill(2), new Uint8Array(33).fill(3)];
    for (let round = 0; round < 3; round += 1) {
      for (const plain of messages) {
        expect(Array.from(openssl.open(openssl.seal(plain)))).toEqual(Array.from(plain));
      }
    }
  });

  it('refuses bad padding and broken lengths as the portable cipher does, and still works after', () => {
    for (const broken of [blockEndingWith([0]), blockEndingWith([17]), blockEndingWith([4, 3, 4, 4])]) {
      expect(() => openssl.open(broken)).toThrow(/padded/);
      expect(() => noble.open(broken)).toThrow();
    }
    expect(() => openssl.open('')).toThrow(/whole/);
    expect(() => openssl.open(Buffer.alloc(20).toString('base64'))).toThrow(/whole/);
    expect(Array.from(openssl.open(blockEndingWith([3, 3, 3])))).toEqual(new Array(13).fill(5));
    expect(Array.from(openssl.open(openssl.seal(new Uint8Array([1, 2, 3]))))).toEqual([1, 2, 3]);
  });

  it('gives the envelope the known vector (made independently with `openssl enc -aes-128-ecb`)', () => {
    const envelope = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);
    const vector = 'zg77aYCTiD954ZOfDyhXSe7YogTpC/clY108RMkdvj8QrWlnJg4ot24Ble2uMQmt';
    expect(envelope.decode(vector)).toEqual({ username: 'demo0001', password: 'demo1234' });
    expect(envelope.encode({ username: 'demo0001', password: 'demo1234' })).toBe(vector);
  });

  it('gives the envelope the same answers as the portable cipher for any JSON, broken bodies included', () => {
    const fast = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);
    const portable = createEnvelope(DEMO_ENVELOPE_KEY);
    const outcome = (decode: () => unknown) => {
      try {
        return { value: decode() };
      } catch (error) {
        return { error: error instanceof Error ? `${error.name}:${String(Reflect.get(error, 'kind'))}` : 'other' };
      }
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ maxLength: 40 }), (value, junk) => {
        expect(fast.encode(value)).toBe(portable.encode(value));
        const sealed = portable.encode(value);
        expect(outcome(() => fast.decode(sealed))).toEqual(outcome(() => portable.decode(sealed)));
        expect(outcome(() => fast.decode(junk))).toEqual(outcome(() => portable.decode(junk)));
        expect(outcome(() => fast.decode(sealed.slice(4)))).toEqual(outcome(() => portable.decode(sealed.slice(4))));
      }),
      { numRuns: 300 },
    );
  });
});
