import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../env.js';

export const DEMO_SEED_WARNING =
  'chain: no CHAIN_* configuration, so deposit addresses come from a demo seed in DATA_DIR (chain-demo-seed). It is for demonstration only: never send real coins to these addresses.';


function readSeed(file: string): Uint8Array {
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new ConfigError([`${file} is not a chain demo seed (64 hex digits); remove it to make a new one`]);
  // Only its owner may read it (a copy made by hand may have come with wider permissions).
  chmodSync(file, 0o600);
  return Uint8Array.from(Buffer.from(text, 'hex'));
}

/**
 * The embedded demo's seed: 32 random bytes made at first start into `file` (mode 0600) and read
 * back at every later start, so members keep their addresses. Two processes starting at once on
 * one DATA_DIR agree: the file is created exclusively and the loser reads the winner's. The
 * deposit addresses are derived from xpubs taken from it (chain/deposit-networks.ts); the seed
 * itself is for the demo signer only. Refused in production.
 */
export function loadDemoSeed(file: string, options: { isProduction: boolean }): Uint8Array {
  if (options.isProduction) throw new ConfigError(['the chain demo seed is refused with NODE_ENV=production; configure CHAIN_* instead']);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  return readSeed(file);
}
