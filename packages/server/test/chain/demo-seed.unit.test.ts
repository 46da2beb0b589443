import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_SEED_FILE_NAME } from '../../src/chain/chain-config.js';
import { loadDemoSeed } from '../../src/chain/demo-seed.js';
import { resolveDepositNetworks } from '../../src/chain/deposit-networks.js';
import { ConfigError } from '../../src/env.js';

const seedFileIn = () => path.join(mkdtempSync(path.join(tmpdir(), 'meridian-seed-')), 'data', DEMO_SEED_FILE_NAME);

describe('the embedded demo seed', () => {
  it('is made once, 32 random bytes readable by its owner only, and read back later', () => {
    const file = seedFileIn();
    const first = loadDemoSeed(file, { isProduction: false });
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadDemoSeed(file, { isProduction: false })).toEqual(first);
    expect(loadDemoSeed(seedFileIn(), { isProduction: false })).not.toEqual(first);
  });

  it('is refused in production', () => {
    expect(() => loadDemoSeed(seedFileIn(), { isProduction: true })).toThrow(ConfigError);
    expect(() => loadDemoSeed(seedFileIn(), { isProduction: true })).toThrow(/refused with NODE_ENV=production/);
  });

  it('refuses a file that is not a seed, and narrows a seed file’s permissions', () => {
    const file = seedFileIn();
    loadDemoSeed(file, { isProduction: false });
    writeFileSync(file, 'not a seed', { mode: 0o644 });
    expect(() => loadDemoSeed(file, { isProduction: false })).toThrow(/is not a chain demo seed/);
    writeFileSync(file, `${'ab'.repeat(32)}\n`);
    chmodSync(file, 0o644);
    expect(loadDemoSeed(file, { isProduction: false })).toEqual(new Uint8Array(32).fill(0xab));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('gives each network an xpub (no private key) and warns that it is for demonstration only', () => {
    const file = seedFileIn();
    const warnings: string[] = [];
    const networks = resolveDepositNetworks({ mode: 'demo', seedFile: file }, { isProduction: false, warn: (m) => warnings.push(m) });
    expect([...networks.keys()]).toEqual(['ERC20', 'TRC20']);
    for (const network of networks.values()) {
      expect(network.xpub.privateKey).toBeNull();
      expect(network.xpub.depth).toBe(4);
    }
    expect(warnings).toEqual([expect.stringContaining('for demonstration only')]);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  });
});
