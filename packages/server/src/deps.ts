import type { EnvelopeCodec } from '@meridian/protocol';
import type { OperatorFeed } from './admin/operator-feed.js';
import type { AppCaches } from './cache/app-caches.js';
import type { DepositNetworks } from './chain/deposit-networks.js';
import type { CoinPayoutNetwork } from './chain/chain-config.js';
import type { Config } from './env.js';
import type { VapidKeys } from './push/push-config.js';
import type { Db } from './db/types.js';
import type { CodeDelivery } from './delivery/code-delivery.js';
import type { LiveHub } from './live/live-hub.js';
import type { Clock } from './market/clock.js';
import type { MarketService } from './market/market-service.js';
import type { AppMetrics } from './ops/app-metrics.js';
import type { ClockCheck } from './ops/clock-check.js';
import type { Readiness } from './ops/readiness.js';
import type { RateLimiter } from './security/rate-limiter.js';
import type { SettingsStore } from './settings/settings-store.js';

/** What handlers work with; built once per app in buildApp. */
export interface AppDeps {
  config: Config;
  db: Db;
  envelope: EnvelopeCodec;
  settings: SettingsStore;
  limiter: RateLimiter;
  live: LiveHub;
  /** What open consoles hear at once (the review queue, new withdrawals). */
  operatorFeed: OperatorFeed;
  delivery: CodeDelivery;
  /** Prices, references and candles; started by startServer (or a test), never by buildApp. */
  market: MarketService;
  /** Sessions and balances remembered between calls; see cache/app-caches.ts. */
  caches: AppCaches;
  /**
   * The one clock the market and every job read time from (the system clock, or a test's manual
   * one), so tests move time forward without sleeping.
   */
  clock: Clock;
  /** Prometheus metrics of this process (ops/app-metrics.ts). */
  metrics: AppMetrics;
  /** What `/readyz` says beyond its own checks: set to draining when the process begins to stop. */
  readiness: Readiness;
  /** Whether this machine's clock agrees with the database's (ops/clock-check.ts): off, the process leads nothing and is not ready. */
  clockCheck: ClockCheck;
  /** The networks members deposit on, each with the xpub their own addresses are derived from. */
  chain: DepositNetworks;
  /**
   * The embedded demo's faucet: sends demo USDT from the development chain's funded account. Set
   * by startServer once that chain is up; absent otherwise (configured chains, production, tests
   * that start no chain), and the demo faucet call then refuses.
   */
  demoFaucet: { send?: (to: string, amount: string) => Promise<string> };
  /**
   * The networks whose approved coin withdrawals go to the signer: the configuration's
   * (CHAIN_SIGNER=on), and in the embedded demo ERC20 once its in-process signer runs.
   */
  coinPayouts: Map<string, CoinPayoutNetwork>;
  /** Web Push: the VAPID pair pushes are signed with (push/vapid-keys.ts), or none: no push is sent. */
  push: { vapidKeys: VapidKeys | undefined };
  /** The key identity documents are sealed with (kyc/vault-key.ts), or none: no document is taken. */
  kycVaultKey: Buffer | undefined;
}
