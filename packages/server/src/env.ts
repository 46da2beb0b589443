import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_ENVELOPE_KEY } from '@meridian/protocol';
import { DEFAULT_CHAIN_TIMING, DEMO_SEED_FILE_NAME, coinPayoutsOf, parseChainConfig, parseExplorerLinks, type ChainConfig, type ChainTiming, type CoinPayouts, type ExplorerLinks } from './chain/chain-config.js';
import { parseKycProviderConfig, type KycProviderConfig } from './kyc/provider/provider-config.js';
import { parseVaultKey } from './kyc/vault-key.js';
import { parsePushConfig, type PushConfig } from './push/push-config.js';
import { checkRolesForServices, parseRoles, type Roles } from './ops/roles.js';
import { DEFAULT_LIMITS, type Limits } from './security/limits.js';
import { OWASP_SCRYPT_COST, type ScryptCost } from './security/passwords.js';

/**
 * The only reader of process.env: everything else receives a typed Config. Tests build their own
 * Config with `loadConfig({...})` or by spreading one, so nothing depends on the real environment.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** packages/web/dist, found from this file whether it runs from src (tsx) or dist (node). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** packages/console/dist, the same way. */
const DEFAULT_CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Signs the built-in sandbox gateway's callbacks; published, so the sandbox is off in production. */
export const DEMO_SANDBOX_PAY_SECRET = 'meridian-sandbox-pay-demo-secret';

/** Keys the pay-password hashes (security/pay-passwords.ts); published, so refused in production. */
export const DEMO_PAY_PASSWORD_KEY = 'meridian-pay-password-demo-key-not-secret';

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  REDIS_KEY_PREFIX: z.string().default('meridian:'),
  ENVELOPE_KEY: z
    .string()
    .default(DEMO_ENVELOPE_KEY)
    .refine((key) => new TextEncoder().encode(key).length === 16, 'ENVELOPE_KEY must be exactly 16 bytes'),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  PRICE_SOURCE: z.string().trim().min(1).default('simulator'),
  SMTP_URL: optionalText,
  SMTP_FROM: z.string().default('Meridian <no-reply@meridian.local>'),
  WEB_DIST: optionalText,
  CONSOLE_DIST: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: optionalText,
  OPERATOR_TOKEN: optionalText,
  SANDBOX_PAY_SECRET: z.string().min(16, 'SANDBOX_PAY_SECRET must be at least 16 characters').default(DEMO_SANDBOX_PAY_SECRET),
  PUBLIC_ORIGIN: optionalText,
  PAY_PASSWORD_KEY: z.string().min(32, 'PAY_PASSWORD_KEY must be at least 32 characters').default(DEMO_PAY_PASSWORD_KEY),
  CHAIN_SIGNER: z.enum(['on', 'off'], { message: 'CHAIN_SIGNER must be on or off' }).default('off'),
  CHAIN_POLL_MS: z.coerce.number().int().min(50, 'CHAIN_POLL_MS must be at least 50').max(60_000, 'CHAIN_POLL_MS must be at most 60000').default(DEFAULT_CHAIN_TIMING.pollMs),
  CHAIN_DEMO_BLOCK_SECONDS: z.coerce
    .number()
    .min(0.1, 'CHAIN_DEMO_BLOCK_SECONDS must be at least 0.1')
    .max(60, 'CHAIN_DEMO_BLOCK_SECONDS must be at most 60')
    .default(DEFAULT_CHAIN_TIMING.demoBlockSeconds),
});

export interface Config {
  isProduction: boolean;
  /** What this process does (ops/roles.ts): every role unless ROLES says otherwise. */
  roles: Roles;
  port: number;
  host: string;
  /** Absolute. PGlite lives in `<dataDir>/pglite`, uploads in `<dataDir>/uploads`. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Every Redis key this process writes starts with it, so several apps (or test runs) share a Redis. */
  redisKeyPrefix: string;
  envelopeKey: string;
  /** false only for automated tests: any slider answer and any code is accepted. */
  captchaEnabled: boolean;
  priceSource: string;
  smtpUrl: string | undefined;
  smtpFrom: string;
  webDist: string;
  /** The built operator console, served at /console/ when it has been built. */
  consoleDist: string;
  logLevel: LogLevel;
  /**
   * Behind a TLS proxy, the member's address is in X-Forwarded-For: `true` trusts every hop, a
   * number that many hops, otherwise a comma-separated list of proxy addresses. Unset: the socket's
   * address is the member's (per-address rate limits would otherwise count the proxy).
   */
  trustProxy: boolean | number | string;
  limits: Limits;
  /**
   * Who may use the admin HTTP API (`/admin/…`): each a name (logged as `api:<name>`) and its
   * bearer token. Empty: the admin API is off. From OPERATOR_TOKEN: `<token>` (named `operator`)
   * or `<name>=<token>,<name>=<token>` for several operators.
   */
  operatorTokens: readonly OperatorToken[];
  /** Tests lower it to keep the suite fast; hashes record their own cost, so any mix verifies. */
  passwordCost: ScryptCost;
  /** HMAC key of the sandbox payment gateway's signed callbacks (payments/sandbox-gateway.ts). */
  sandboxPaySecret: string;
  /** Keys the pay-password hashes; kept out of the database (security/pay-passwords.ts). */
  payPasswordKey: string;
  /**
   * The address members open the app at (`https://app.example.com`): passkeys are bound to its
   * host (the WebAuthn relying-party id) and a passkey's answer must come from exactly this origin.
   */
  publicOrigin: string;
  /**
   * Whether the price recorder commits to its ticks (a chained Merkle root a second) and settled
   * contracts keep their ticks' proofs. Always on; no environment variable turns it off: only
   * bench:settle does, for the baseline that shows what the commitments cost.
   */
  tickCommitments: boolean;
  /**
   * Where members' deposit addresses come from and which chains are read (chain/chain-config.ts):
   * `CHAIN_ERC20_*` and `CHAIN_TRC20_*`, or the embedded demo when none is set (refused in production).
   */
  chain: ChainConfig;
  /** The networks whose approved coin withdrawals are queued for the signer (`CHAIN_SIGNER=on`, chain/chain-config.ts). */
  coinPayouts: CoinPayouts;
  /** Each network's explorer address of a transaction (`CHAIN_<NETWORK>_EXPLORER_TX_URL`), for the members' records. */
  explorerLinks: ExplorerLinks;
  /** How often the watchers poll, and the demo chain's block time (chain/chain-config.ts, ChainTiming). */
  chainTiming: ChainTiming;
  /** Web Push: the VAPID pair, its subject, and the push services pushes may go to (push/push-config.ts). */
  push: PushConfig;
  /** The key identity documents are sealed with (`KYC_VAULT_KEY`, kyc/vault-key.ts); unset: the demo's, or none in production. */
  kycVaultKey: Buffer | undefined;
  /** The hosted identity-check provider (`KYC_PROVIDER_URL`, `KYC_PROVIDER_SECRET`, kyc/provider/provider-config.ts); unset: operators review alone. */
  kycProvider: KycProviderConfig | undefined;
}

export interface OperatorToken {
  name: string;
  token: string;
}

/** A guessable token would open every member's balance to anyone: at least this many characters. */
export const OPERATOR_TOKEN_MIN_LENGTH = 24;

function parseOperatorTokens(value: string | undefined, problems: string[]): OperatorToken[] {
  if (value === undefined) return [];
  const tokens = value.split(',').map((part) => {
    const at = part.indexOf('=');
    return at === -1 ? { name: 'operator', token: part.trim() } : { name: part.slice(0, at).trim(), token: part.slice(at + 1).trim() };
  });
  for (const { name, token } of tokens) {
    if (!/^[\w.-]{1,40}$/.test(name)) problems.push(`OPERATOR_TOKEN: "${name}" is not a name (letters, digits, . _ -)`);
    if (token.length < OPERATOR_TOKEN_MIN_LENGTH) {
      problems.push(`OPERATOR_TOKEN: the token of "${name}" is shorter than ${OPERATOR_TOKEN_MIN_LENGTH} characters`);
    }
  }
  if (new Set(tokens.map((t) => t.name)).size !== tokens.length) problems.push('OPERATOR_TOKEN: two tokens share a name');
  return tokens;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** An origin as browsers write it (scheme, host, port; no path), or a problem said. */
function parsePublicOrigin(value: string, problems: string[]): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Said below, with the other problems.
  }
  problems.push(`PUBLIC_ORIGIN: "${value}" is not an http(s) origin such as https://app.example.com`);
  return value;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  // The demo key is published in the repository; a production deployment must choose its own.
  if (isProduction && e.ENVELOPE_KEY === DEMO_ENVELOPE_KEY) {
    problems.push('ENVELOPE_KEY: the demo key is refused with NODE_ENV=production; set a key of your own');
  }
  if (isProduction && e.PAY_PASSWORD_KEY === DEMO_PAY_PASSWORD_KEY) {
    problems.push('PAY_PASSWORD_KEY: the demo key is refused with NODE_ENV=production; set a secret of your own (32+ characters)');
  }
  if (isProduction && e.CAPTCHA === 'off') {
    problems.push('CAPTCHA: off is refused with NODE_ENV=production');
  }
  const operatorTokens = parseOperatorTokens(e.OPERATOR_TOKEN, problems);
  const publicOrigin = parsePublicOrigin(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`, problems);
  const dataDir = path.resolve(e.DATA_DIR);
  const chain = parseChainConfig(env, { isProduction, seedFile: path.join(dataDir, DEMO_SEED_FILE_NAME) }, problems);
  const coinPayouts = coinPayoutsOf(chain, e.CHAIN_SIGNER, problems);
  const explorerLinks = parseExplorerLinks(env, problems);
  const push = parsePushConfig(env, problems);
  const kycVaultKey = parseVaultKey(env.KYC_VAULT_KEY, problems);
  const kycProvider = parseKycProviderConfig(env, isProduction, problems);
  const roles = parseRoles(env.ROLES, problems);
  checkRolesForServices(roles, { databaseUrl: e.DATABASE_URL, redisUrl: e.REDIS_URL }, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    isProduction,
    roles,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    envelopeKey: e.ENVELOPE_KEY,
    captchaEnabled: e.CAPTCHA === 'on',
    priceSource: e.PRICE_SOURCE,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    webDist: path.resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    consoleDist: path.resolve(e.CONSOLE_DIST ?? DEFAULT_CONSOLE_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    limits: DEFAULT_LIMITS,
    operatorTokens,
    passwordCost: OWASP_SCRYPT_COST,
    sandboxPaySecret: e.SANDBOX_PAY_SECRET,
    payPasswordKey: e.PAY_PASSWORD_KEY,
    publicOrigin,
    tickCommitments: true,
    chain,
    coinPayouts,
    explorerLinks,
    chainTiming: { pollMs: e.CHAIN_POLL_MS, demoBlockSeconds: e.CHAIN_DEMO_BLOCK_SECONDS },
    push,
    kycVaultKey,
    kycProvider,
  };
}
