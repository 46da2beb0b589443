import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Identity documents at rest (issue 41): each file is encrypted with a data key of its own
 * (AES-256-GCM), and that key is kept only wrapped by the vault key from configuration, so the
 * files and the database together reveal nothing without it, and one leaked data key opens one
 * picture. The document's id is bound in as associated data: a sealed file moved to another
 * record's place fails to open instead of showing the wrong person's picture.
 */
export const VAULT_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The sealed file's first bytes: its format, so a later format can be told apart. */
const MAGIC = Buffer.from('MKD1');

export interface SealedDocument {
  /** What is written to disk: format, nonce, tag, ciphertext. */
  file: Buffer;
  /** The data key, wrapped by the vault key (nonce, tag, ciphertext): stored with the record. */
  wrappedKey: Buffer;
}

function seal(key: Buffer, plain: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, sealed: Buffer, aad: Buffer): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

const aadOf = (documentId: string, part: 'file' | 'key') => Buffer.from(`meridian-kyc:${part}:${documentId}`);

export function sealDocument(vaultKey: Buffer, documentId: string, picture: Buffer): SealedDocument {
  const dataKey = randomBytes(VAULT_KEY_BYTES);
  try {
    return { file: Buffer.concat([MAGIC, seal(dataKey, picture, aadOf(documentId, 'file'))]), wrappedKey: seal(vaultKey, dataKey, aadOf(documentId, 'key')) };
  } finally {
    dataKey.fill(0);
  }
}

/** The picture, or an error when the key, the id or a byte is not what sealed it. */
export function openDocument(vaultKey: Buffer, documentId: string, sealed: SealedDocument): Buffer {
  if (!sealed.file.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a sealed identity document');
  const dataKey = open(vaultKey, sealed.wrappedKey, aadOf(documentId, 'key'));
  try {
    return open(dataKey, sealed.file.subarray(MAGIC.length), aadOf(documentId, 'file'));
  } finally {
    dataKey.fill(0);
  }
}
