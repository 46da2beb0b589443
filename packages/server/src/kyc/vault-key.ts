import { randomBytes } from 'node:crypto';
import { keptDemoSecret } from '../security/demo-secret-file.js';
import { VAULT_KEY_BYTES } from './document-vault.js';

/** Where the embedded demo keeps the vault key it made. */
export const DEMO_VAULT_KEY_FILE_NAME = 'kyc-vault.key';

/** `KYC_VAULT_KEY` as configured (32 bytes, base64), or a problem said; undefined when unset. */
export function parseVaultKey(value: string | undefined, problems: string[]): Buffer | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const key = Buffer.from(text, 'base64');
  if (key.length !== VAULT_KEY_BYTES || key.toString('base64') !== text) {
    problems.push('KYC_VAULT_KEY: not 32 bytes in base64 (`openssl rand -base64 32` makes one)');
    return undefined;
  }
  return key;
}

/**
 * The key identity documents are sealed with: the configured one; else, outside production, the
 * one kept in `<dataDir>/kyc-vault.key`; else none, and no document is taken (production must
 * configure it, and keep it apart from the database's backups).
 */
export function resolveVaultKey(options: { kycVaultKey: Buffer | undefined; dataDir: string; isProduction: boolean }, log: { warn(message: string): void }): Buffer | undefined {
  if (options.kycVaultKey) return options.kycVaultKey;
  if (options.isProduction) {
    log.warn('Identity verification takes no documents: set KYC_VAULT_KEY (`openssl rand -base64 32`)');
    return undefined;
  }
  return Buffer.from(keptDemoSecret(options.dataDir, DEMO_VAULT_KEY_FILE_NAME, () => randomBytes(VAULT_KEY_BYTES).toString('base64')).secret, 'base64');
}
