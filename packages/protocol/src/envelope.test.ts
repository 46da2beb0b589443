import { ecb } from '@noble/ciphers/aes.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEnvelope, DEMO_ENVELOPE_KEY, EnvelopeError, keyBytes, nobleEnvelopeCipher, type EnvelopeCipher } from './envelope.js';

const envelope = createEnvelope(DEMO_ENVELOPE_KEY);

describe('envelope', () => {
  it('decodes a known vector (made independently with `openssl enc -aes-128-ecb`)', () => {
    const vector = 'zg77aYCTiD954ZOfDyhXSe7YogTpC/clY108RMkdvj8QrWlnJg4ot24Ble2uMQmt';
    expect(envelope.decode(vector)).toEqual({ username: 'demo0001', password: 'demo1234' });
    expect(envelope.encode({ username: 'demo0001', password: 'demo1234' })).toBe(vector);
  });

  it('round-trips any JSON payload, unicode included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // JSON itself turns -0 into 0; compare against what JSON can carry.
        const expected: unknown = JSON.parse(JSON.stringify(value));
        expect(envelope.decode(envelope.encode(value))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('produces whole AES blocks of base64 text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const encoded = envelope.encode({ text });
        expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
        expect(atob(encoded).length % 16).toBe(0);
      }),
    );
  });

  it('refuses text that is not base64 as a cipher error', () => {
    expect(() => envelope.decode('not base64!')).toThrow(EnvelopeError);
    try {
      envelope.decode('{"a":1}');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvelopeError);
      expect((error as EnvelopeError).kind).toBe('cipher');
    }
  });

  it('refuses a body encrypted with another key', () => {
    const other = createEnvelope('AnotherKey123456');
    const encoded = other.encode({ hello: 'world' });
    expect(() => envelope.decode(encoded)).toThrow(EnvelopeError);
  });

  it('refuses a body of the wrong length', () => {
    expect(() => envelope.decode(btoa('short'))).toThrow(/length|base64/);
  });

  it('reports decrypted text that is not JSON as a json error', () => {
    const plain = new TextEncoder().encode('this is not json');
    const sealed = ecb(keyBytes(DEMO_ENVELOPE_KEY)).encrypt(plain);
    const text = btoa(String.fromCharCode(...sealed));
    expect(() => envelope.decode(text)).toThrow(expect.objectContaining({ kind: 'json' }) as Error);
  });

  it('writes standard padded base64 of the AES-ECB/PKCS#7 bytes, for any length', () => {
    const reference = (value: unknown) => {
      const sealed = ecb(keyBytes(DEMO_ENVELOPE_KEY)).encrypt(new TextEncoder().encode(JSON.stringify(value)));
      let binary = '';
      for (const byte of sealed) binary += String.fromCharCode(byte);
      return btoa(binary);
    };
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(envelope.encode({ text })).toBe(reference({ text }));
      }),
      { numRuns: 300 },
    );
  });

  it('uses one codec for any number of messages (the cipher is made once per key)', () => {
    const made: Uint8Array[] = [];
    const counting = (key: Uint8Array): EnvelopeCipher => {
      made.push(key);
      return nobleEnvelopeCipher(key);
    };
    const codec = createEnvelope(DEMO_ENVELOPE_KEY, counting);
    for (let i = 0; i < 50; i += 1) {
      const sealed = codec.encode({ i });
      expect(codec.encode({ i })).toBe(sealed);
      expect(codec.decode(sealed)).toEqual({ i });
    }
    expect(made).toHaveLength(1);
  });

  it('needs a 16-byte key', () => {
    expect(() => keyBytes('short')).toThrow(/16 bytes/);
    expect(keyBytes(DEMO_ENVELOPE_KEY)).toHaveLength(16);
  });
});
