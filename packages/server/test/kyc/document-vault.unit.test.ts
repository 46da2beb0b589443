import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDocument, sealDocument, VAULT_KEY_BYTES } from '../../src/kyc/document-vault.js';

const key = randomBytes(VAULT_KEY_BYTES);
const picture = randomBytes(50_000);

describe('the identity documents vault', () => {
  it('opens what it sealed, with the key and the id it was sealed with', () => {
    const sealed = sealDocument(key, 'doc-1', picture);
    expect(sealed.file.includes(picture.subarray(0, 32))).toBe(false);
    expect(openDocument(key, 'doc-1', sealed)).toEqual(picture);
  });

  it('gives every file a data key of its own', () => {
    const [one, two] = [sealDocument(key, 'doc-1', picture), sealDocument(key, 'doc-1', picture)];
    expect(one.wrappedKey.equals(two.wrappedKey)).toBe(false);
    expect(one.file.equals(two.file)).toBe(false);
  });

  it('opens nothing without the key, for another record, or once a byte changed', () => {
    const sealed = sealDocument(key, 'doc-1', picture);
    expect(() => openDocument(randomBytes(VAULT_KEY_BYTES), 'doc-1', sealed)).toThrow();
    expect(() => openDocument(key, 'doc-2', sealed)).toThrow();
    const tampered = Buffer.from(sealed.file);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => openDocument(key, 'doc-1', { ...sealed, file: tampered })).toThrow();
    expect(() => openDocument(key, 'doc-1', { ...sealed, file: picture })).toThrow('not a sealed identity document');
  });
});
