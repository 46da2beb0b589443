import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AnvilUnavailableError, anvilBinaryPath } from '../../../src/chain/dev/anvil-binary.js';

describe("finding Foundry's anvil", () => {
  it('finds the binary that npm installed for this machine', () => {
    expect(existsSync(anvilBinaryPath())).toBe(true);
  });

  it('says clearly when anvil is not built for the platform, or was not installed for it', () => {
    expect(() => anvilBinaryPath('freebsd', 'x64')).toThrow(AnvilUnavailableError);
    expect(() => anvilBinaryPath('freebsd', 'x64')).toThrow(/anvil, which is not built for freebsd-x64\. Run `npm install`/);
    // npm installs only this machine's platform package: another architecture's is missing.
    const otherArch = process.arch === 'x64' ? 'arm64' : 'x64';
    expect(() => anvilBinaryPath('linux', otherArch)).toThrow(new RegExp(`was not installed for linux-${otherArch} \\(@foundry-rs/anvil-linux-`));
  });
});
