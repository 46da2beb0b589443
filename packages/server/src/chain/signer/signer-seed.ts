import { readFileSync, statSync } from 'node:fs';
import { ConfigError } from '../../env.js';

/**
 * The signer's seed, from the file `SIGNER_SEED_FILE` names (64 hex digits: 32 bytes, the same form
 * as the demo seed). Only the signer process reads it; the API server is configured with extended
 * public keys and never sees it. Refused when others than its owner may read it.
 */
export function readSignerSeed(file: string | undefined): Uint8Array {
  if (file === undefined || file === '') throw new ConfigError(['SIGNER_SEED_FILE must name the file holding the signer\'s seed (64 hex digits)']);
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new ConfigError([`SIGNER_SEED_FILE ${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`]);
  }
  if ((statSync(file).mode & 0o077) !== 0) throw new ConfigError([`SIGNER_SEED_FILE ${file} may be read by others than its owner: chmod 600 it`]);
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new ConfigError([`SIGNER_SEED_FILE ${file} does not hold a seed (64 hex digits)`]);
  return Uint8Array.from(Buffer.from(text, 'hex'));
}
