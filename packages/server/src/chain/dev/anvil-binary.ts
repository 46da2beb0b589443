import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where Foundry's `anvil` binary is on this machine. `@foundry-rs/anvil` ships it in one optional
 * package per platform (as esbuild does), so it is found from that package's own place in
 * node_modules, never a fixed path: npm may nest it anywhere.
 */

/** Foundry's platform packages, by Node's `process.platform` and `process.arch`. */
const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

export class AnvilUnavailableError extends Error {
  constructor(reason: string) {
    super(
      `The development chain needs Foundry's anvil, which ${reason}. ` +
        'Run `npm install` on this machine (not a copy of another machine\'s node_modules), ' +
        'or configure a real chain instead of the embedded demo (CHAIN_ERC20_RPC_URL and the rest).',
    );
    this.name = 'AnvilUnavailableError';
  }
}

export function anvilBinaryPath(platform: string = process.platform, arch: string = process.arch): string {
  const platformPackage = PLATFORM_PACKAGES[`${platform}-${arch}`];
  if (platformPackage === undefined) throw new AnvilUnavailableError(`is not built for ${platform}-${arch}`);
  let packageJson: string;
  try {
    // From the wrapper package, which depends on the platform packages: wherever npm put them.
    const require = createRequire(import.meta.url);
    const fromWrapper = createRequire(require.resolve('@foundry-rs/anvil/package.json'));
    packageJson = fromWrapper.resolve(`${platformPackage}/package.json`);
  } catch {
    throw new AnvilUnavailableError(`was not installed for ${platform}-${arch} (${platformPackage} is missing)`);
  }
  const binary = path.join(path.dirname(packageJson), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!existsSync(binary)) throw new AnvilUnavailableError(`is missing from ${platformPackage} (${binary})`);
  return binary;
}
