import { getAddress, isAddress } from 'viem';
import { ACCOUNT_PATH, parseXpub, type ChainFamily } from './derive-address.js';
import { isTronAddress } from './tron-address.js';

/**
 * The networks Meridian reads deposits on, named as the recharge settings' crypto channels name
 * their `network`, and how each spells an address.
 */
export const CHAIN_FAMILY_OF = { ERC20: 'evm', TRC20: 'tron' } as const satisfies Record<string, ChainFamily>;
export type ChainNetwork = keyof typeof CHAIN_FAMILY_OF;
export const CHAIN_NETWORKS = Object.keys(CHAIN_FAMILY_OF) as readonly ChainNetwork[];

/** One network as configured through `CHAIN_<NETWORK>_…`. */
export interface ChainNetworkConfig {
  network: ChainNetwork;
  family: ChainFamily;
  /** JSON-RPC endpoint (EVM) or TronGrid's HTTP API (TRON). */
  rpcUrl: string;
  /** The token contract whose `Transfer`s are deposits (checksummed on EVM, base58 on TRON). */
  token: string;
  /** The token's decimals: 6 for USDT on both networks. */
  decimals: number;
  /** Blocks on top of a deposit's block before it is credited. */
  confirmations: number;
  /** The extended public key of the account-level path (`ACCOUNT_PATH`); members get its children. */
  xpub: string;
  /** TronGrid's API key (`CHAIN_TRC20_API_KEY`, sent as `TRON-PRO-API-KEY`); optional, TRON only. */
  apiKey?: string;
  /** Where the signer keeps and moves the platform's tokens (EVM; all optional). */
  wallets?: WalletPolicy;
}

/**
 * Collection (`CHAIN_<NETWORK>_SWEEP_MIN`, `_HOT_CEILING`, `_COLD_ADDRESS`): a deposit address
 * holding at least `sweepMinUnits` is swept into the hot wallet; what the hot wallet holds above
 * `hotCeilingUnits` goes to `coldAddress`, an address whose key is never in Meridian.
 */
export interface WalletPolicy {
  sweepMinUnits?: bigint;
  hotCeilingUnits?: bigint;
  coldAddress?: string;
}

/**
 * Where deposit addresses come from: the networks configured in the environment, or (no
 * configuration, not production) the embedded demo, whose seed is made in DATA_DIR at first start
 * (chain/demo-seed.ts), whose xpubs are derived from it and whose chain is a development chain the
 * server starts (chain/dev/); or none at all.
 */
export type ChainConfig =
  | { mode: 'configured'; networks: readonly ChainNetworkConfig[] }
  | { mode: 'demo'; seedFile: string }
  /**
   * No chain is read: crypto deposits go to the channels' shared addresses and an operator reviews
   * each (the manual path). Production without CHAIN_* configuration, and `CHAIN_DEMO=off` (tests
   * that start many servers, a machine that should not run a development chain).
   */
  | { mode: 'off' };

/** Where the demo seed is kept, under DATA_DIR (chain/demo-seed.ts). */
export const DEMO_SEED_FILE_NAME = 'chain-demo-seed';

/** The demo's token is a USDT look-alike; its chain mines quickly, so a dozen blocks pass in seconds. */
export const DEMO_TOKEN_DECIMALS = 6;
export const DEMO_CONFIRMATIONS = 12;

/** A network whose coin withdrawals the signer sends (`CHAIN_SIGNER=on`): the token it pays in. */
export interface CoinPayoutNetwork {
  token: string;
  decimals: number;
}

/** The networks the signer pays coin withdrawals on, by name (ERC20…); empty when no signer runs. */
export type CoinPayouts = ReadonlyMap<string, CoinPayoutNetwork>;

/**
 * The networks whose coin withdrawals are handed to the signer: the configured EVM networks when
 * `CHAIN_SIGNER=on` (the signer runs as `npm run signer`), none otherwise (paid by hand).
 */
export function coinPayoutsOf(chain: ChainConfig, signer: 'on' | 'off', problems: string[]): CoinPayouts {
  if (signer === 'off') return new Map();
  if (chain.mode !== 'configured') {
    problems.push('CHAIN_SIGNER: on needs configured networks (CHAIN_ERC20_*): the signer sends on them');
    return new Map();
  }
  return new Map(chain.networks.filter((network) => network.family === 'evm').map((network) => [network.network, { token: network.token, decimals: network.decimals }]));
}

/** When the chain is looked at: the same for every network. */
export interface ChainTiming {
  /**
   * Time from the start of a watcher's poll to the start of the next while it is caught up
   * (`CHAIN_POLL_MS`). A poll that finds nothing new costs a head read and a few small queries, so
   * it can be short: it bounds how long a confirmed deposit waits for its credit. A poll longer than
   * it, or one that leaves work behind, is followed at once.
   */
  pollMs: number;
  /** Seconds between the demo chain's blocks (`CHAIN_DEMO_BLOCK_SECONDS`); tests shorten it. */
  demoBlockSeconds: number;
}

/** Half a second's wait at most for a confirmed deposit; twelve demo confirmations in about half a minute. */
export const DEFAULT_CHAIN_TIMING: ChainTiming = { pollMs: 500, demoBlockSeconds: 2 };

const DEFAULT_CONFIRMATIONS: Readonly<Record<ChainNetwork, number>> = { ERC20: 12, TRC20: 20 };
const SETTINGS = ['RPC_URL', 'TOKEN', 'DECIMALS', 'CONFIRMATIONS', 'XPUB'] as const;
/** An xpub of `m/44'/60'/0'/0` is four steps below the master key. */
const ACCOUNT_DEPTH = 4;

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parseInteger(value: string | undefined, name: string, range: { min: number; max: number }, problems: string[]): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < range.min || number > range.max) {
    problems.push(`${name}: "${value}" is not a whole number from ${range.min} to ${range.max}`);
    return undefined;
  }
  return number;
}

function parseRpcUrl(value: string, name: string, problems: string[]): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // Said below.
  }
  problems.push(`${name}: "${value}" is not an http(s) URL`);
  return value;
}

function parseToken(network: ChainNetwork, value: string, name: string, problems: string[]): string {
  if (CHAIN_FAMILY_OF[network] === 'evm') {
    if (isAddress(value, { strict: false })) return getAddress(value);
    problems.push(`${name}: "${value}" is not an EVM contract address (0x and 40 hex digits)`);
  } else if (!isTronAddress(value)) {
    problems.push(`${name}: "${value}" is not a TRON address (base58, starting with T)`);
  }
  return value;
}

function checkXpub(family: ChainFamily, value: string, name: string, problems: string[]): void {
  let depth: number;
  try {
    depth = parseXpub(value).depth;
  } catch (error) {
    problems.push(`${name}: not an extended public key (${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  // Wallets often export the key of m/44'/60'/0' (depth 3): its children would be other addresses
  // than the wallet shows, so only the key one step deeper is taken.
  if (depth !== ACCOUNT_DEPTH) {
    problems.push(`${name}: the key is at depth ${depth}; give the extended public key of ${ACCOUNT_PATH[family]} (depth ${ACCOUNT_DEPTH})`);
  }
}

function parseNetwork(env: Env, network: ChainNetwork, problems: string[]): ChainNetworkConfig | undefined {
  const family = CHAIN_FAMILY_OF[network];
  const name = (setting: (typeof SETTINGS)[number]) => `CHAIN_${network}_${setting}`;
  if (SETTINGS.every((setting) => read(env, name(setting)) === undefined)) return undefined;
  const missing = (['RPC_URL', 'TOKEN', 'DECIMALS', 'XPUB'] as const).filter((setting) => read(env, name(setting)) === undefined);
  if (missing.length > 0) {
    problems.push(`CHAIN_${network}: ${missing.map(name).join(', ')} must be set too (a network is configured whole or not at all)`);
    return undefined;
  }
  const rpcUrl = parseRpcUrl(read(env, name('RPC_URL')) ?? '', name('RPC_URL'), problems);
  const token = parseToken(network, read(env, name('TOKEN')) ?? '', name('TOKEN'), problems);
  const decimals = parseInteger(read(env, name('DECIMALS')), name('DECIMALS'), { min: 0, max: 36 }, problems);
  const confirmations = parseInteger(read(env, name('CONFIRMATIONS')), name('CONFIRMATIONS'), { min: 1, max: 10_000 }, problems);
  const xpub = read(env, name('XPUB')) ?? '';
  checkXpub(family, xpub, name('XPUB'), problems);
  if (decimals === undefined) return undefined;
  const apiKey = family === 'tron' ? read(env, `CHAIN_${network}_API_KEY`) : undefined;
  const wallets = family === 'evm' ? parseWalletPolicy(env, network, decimals, problems) : undefined;
  return {
    network,
    family,
    rpcUrl,
    token,
    decimals,
    confirmations: confirmations ?? DEFAULT_CONFIRMATIONS[network],
    xpub,
    ...(apiKey === undefined ? {} : { apiKey }),
    ...(wallets === undefined ? {} : { wallets }),
  };
}

/** A token amount in whole tokens ("1000", "0.5") as token units; undefined (with the problem said) when it is not one. */
export function tokenUnitsOf(value: string, decimals: number): bigint | undefined {
  const match = /^(\d{1,30})(?:\.(\d+))?$/.exec(value);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

function parseWalletPolicy(env: Env, network: ChainNetwork, decimals: number, problems: string[]): WalletPolicy | undefined {
  const amount = (setting: 'SWEEP_MIN' | 'HOT_CEILING') => {
    const name = `CHAIN_${network}_${setting}`;
    const value = read(env, name);
    if (value === undefined) return undefined;
    const units = tokenUnitsOf(value, decimals);
    if (units === undefined || units <= 0n) problems.push(`${name}: "${value}" is not a positive token amount with at most ${decimals} decimals`);
    return units;
  };
  const sweepMinUnits = amount('SWEEP_MIN');
  const hotCeilingUnits = amount('HOT_CEILING');
  const coldName = `CHAIN_${network}_COLD_ADDRESS`;
  const cold = read(env, coldName);
  let coldAddress: string | undefined;
  if (cold !== undefined) {
    if (isAddress(cold, { strict: false })) coldAddress = getAddress(cold);
    else problems.push(`${coldName}: "${cold}" is not an EVM address (0x and 40 hex digits)`);
  }
  if (hotCeilingUnits !== undefined && coldAddress === undefined) problems.push(`CHAIN_${network}_HOT_CEILING needs ${coldName}: what is above the ceiling goes there`);
  const policy: WalletPolicy = {
    ...(sweepMinUnits === undefined ? {} : { sweepMinUnits }),
    ...(hotCeilingUnits === undefined ? {} : { hotCeilingUnits }),
    ...(coldAddress === undefined ? {} : { coldAddress }),
  };
  return Object.keys(policy).length === 0 ? undefined : policy;
}

/**
 * The chain configuration from `CHAIN_<NETWORK>_{RPC_URL,TOKEN,DECIMALS,CONFIRMATIONS,XPUB}`
 * (CONFIRMATIONS optional; TRON also takes an optional `CHAIN_TRC20_API_KEY`), each problem added
 * to `problems` in words. Nothing configured: the demo, unless `CHAIN_DEMO=off` or production, where deposits stay on the manual path. Production
 * refuses an explicit `CHAIN_DEMO=on`: its seed is a file on the server.
 */
export function parseChainConfig(env: Env, options: { isProduction: boolean; seedFile: string }, problems: string[]): ChainConfig {
  const before = problems.length;
  const networks = CHAIN_NETWORKS.map((network) => parseNetwork(env, network, problems)).filter((n) => n !== undefined);
  if (networks.length > 0 || problems.length > before) return { mode: 'configured', networks };
  const demo = read(env, 'CHAIN_DEMO');
  if (demo !== undefined && demo !== 'on' && demo !== 'off') {
    problems.push(`CHAIN_DEMO: "${demo}" is not on or off`);
    return { mode: 'off' };
  }
  if (options.isProduction) {
    if (demo === 'on') problems.push('CHAIN_DEMO: on is refused with NODE_ENV=production (its seed and chain are for demonstration only); set CHAIN_ERC20_* and/or CHAIN_TRC20_*');
    return { mode: 'off' };
  }
  return demo === 'off' ? { mode: 'off' } : { mode: 'demo', seedFile: options.seedFile };
}

/** Where a network's transactions are shown to people: a URL with `{tx}` where the hash goes, by network. */
export type ExplorerLinks = ReadonlyMap<string, string>;

/**
 * `CHAIN_<NETWORK>_EXPLORER_TX_URL` of each network (e.g. `https://etherscan.io/tx/{tx}`,
 * `https://tronscan.org/#/transaction/{tx}`): a member's withdrawal record links its transaction
 * there. Optional; refused unless it is an http(s) URL with `{tx}` in it.
 */
export function parseExplorerLinks(env: Env, problems: string[]): ExplorerLinks {
  const links = new Map<string, string>();
  for (const network of CHAIN_NETWORKS) {
    const name = `CHAIN_${network}_EXPLORER_TX_URL`;
    const template = read(env, name);
    if (template === undefined) continue;
    const url = URL.canParse(template.replace('{tx}', 'tx')) ? new URL(template.replace('{tx}', 'tx')) : null;
    if (!template.includes('{tx}') || url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      problems.push(`${name}: "${template}" is not an http(s) URL with {tx} where the transaction hash goes`);
      continue;
    }
    links.set(network, template);
  }
  return links;
}

/** A transaction's address on its network's explorer, or undefined when none is configured. */
export function explorerTxUrl(links: ExplorerLinks, network: string, txHash: string): string | undefined {
  return links.get(network)?.replace('{tx}', encodeURIComponent(txHash));
}
