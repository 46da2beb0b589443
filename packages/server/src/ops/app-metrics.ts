import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { and, count, eq, lt, min, sql } from 'drizzle-orm';
import { contractOrders, operatorAudit, pushDeliveries, rechargeOrders, withdrawals } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { readSendFigures, type SendFigures } from '../chain/signer/send-store.js';
import { readNetworkFigures, type NetworkFigures } from '../chain/watcher/chain-deposit-store.js';

/** One read shared by whoever asks while it is under way (the gauges of one scrape), made afresh after. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | null = null;
  return () => {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
}

/** What the gauges read when Prometheus scrapes; each read is one cheap indexed query or a field. */
export interface MetricSources {
  db: Db;
  socketsOnline(): number;
  /** Epoch ms of the newest price tick this process knows; 0 before the first. */
  newestTickAt(): number;
  now(): number;
  /** Whether this process runs the price feed now (its leader). */
  isFeedOwner(): boolean;
  /** The database's clock minus this machine's, in ms (ops/clock-check.ts). */
  clockOffsetMs(): number;
  /** The database pool's state (PostgreSQL only: Database.poolState). */
  poolState?: () => { size: number; max: number; idle: number; waiting: number };
}

/**
 * The process's Prometheus metrics (prom-client), in a registry of the app's own rather than the
 * library's global one, so that several apps in one process (the tests) never collide.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly calls: Histogram<'path' | 'code'>;
  private readonly jobFailures: Counter<'job'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    this.calls = new Histogram({
      name: 'meridian_call_duration_seconds',
      help: 'API calls by path and result code (the code inside the envelope; HTTP is always 200)',
      labelNames: ['path', 'code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.jobFailures = new Counter({ name: 'meridian_job_failures_total', help: 'Runs of a background job that failed (each is retried; a rate above zero is worth a look)', labelNames: ['job'], registers });
    new Gauge({ name: 'meridian_price_feed_owner', help: '1 while this process runs the price feed (exactly one process should)', registers, collect() {
      this.set(sources.isFeedOwner() ? 1 : 0);
    } });
    new Gauge({ name: 'meridian_clock_offset_seconds', help: "The database's clock minus this machine's; past 2 s either way the process leads nothing and is not ready", registers, collect() {
      this.set(sources.clockOffsetMs() / 1000);
    } });
    this.poolGauges(sources);
    new Gauge({ name: 'meridian_push_deliveries_pending', help: 'Web Push notifications waiting to be posted (new, or retrying after the push service refused)', registers, async collect() {
      const [row] = await sources.db.select({ n: count() }).from(pushDeliveries).where(eq(pushDeliveries.status, 'pending'));
      this.set(row?.n ?? 0);
    } });
    new Gauge({ name: 'meridian_sockets_online', help: 'Live-channel sockets connected to this process', registers, collect() {
      this.set(sources.socketsOnline());
    } });
    new Gauge({ name: 'meridian_price_feed_lag_seconds', help: 'Age of the newest price tick this process has', registers, collect() {
      const newest = sources.newestTickAt();
      this.set(newest === 0 ? Number.NaN : Math.max(0, (sources.now() - newest) / 1000));
    } });
    new Gauge({
      name: 'meridian_settlement_lateness_seconds',
      help: 'How long the oldest contract past its expiry has waited to be settled (0: none waiting)',
      registers,
      async collect() {
        const [row] = await sources.db
          .select({ oldest: min(contractOrders.expiresAt) })
          .from(contractOrders)
          .where(and(eq(contractOrders.status, 'running'), lt(contractOrders.expiresAt, sources.now())));
        this.set(row?.oldest == null ? 0 : (sources.now() - row.oldest) / 1000);
      },
    });
    // The registry collects its gauges concurrently, so each of the two reads the queue itself.
    const pendingOrders = async () => {
      const [recharges, payouts] = await Promise.all([
        sources.db.select({ n: count(), oldest: min(rechargeOrders.createdAt) }).from(rechargeOrders).where(eq(rechargeOrders.status, 'pending_review')),
        sources.db.select({ n: count(), oldest: min(withdrawals.createdAt) }).from(withdrawals).where(eq(withdrawals.status, 'pending')),
      ]);
      return [['recharge', recharges[0]], ['withdrawal', payouts[0]]] as const;
    };
    new Gauge({ name: 'meridian_pending_orders', help: 'Recharges and withdrawals waiting for an operator', labelNames: ['kind'], registers, async collect() {
      for (const [kind, row] of await pendingOrders()) this.set({ kind }, row?.n ?? 0);
    } });
    new Gauge({
      name: 'meridian_pending_oldest_seconds',
      help: 'Age of the oldest recharge or withdrawal waiting for an operator (0: none)',
      labelNames: ['kind'],
      registers,
      async collect() {
        for (const [kind, row] of await pendingOrders()) this.set({ kind }, row?.oldest ? Math.max(0, (sources.now() - row.oldest.getTime()) / 1000) : 0);
      },
    });
    new Gauge({
      name: 'meridian_last_ledger_check_timestamp_seconds',
      help: 'When an operator last ran the ledger check, and whether it passed (label outcome)',
      labelNames: ['outcome'],
      registers,
      async collect() {
        const [row] = await sources.db
          .select({ at: operatorAudit.createdAt, outcome: operatorAudit.outcome })
          .from(operatorAudit)
          .where(eq(operatorAudit.action, 'ledger-check'))
          .orderBy(sql`${operatorAudit.createdAt} desc`)
          .limit(1);
        this.reset();
        if (row) this.set({ outcome: row.outcome === 'ok' ? 'passed' : 'failed' }, row.at.getTime() / 1000);
      },
    });
    this.chainGauges(sources.db);
  }

  /**
   * A gauge per network of what `read` answers. The registry collects its gauges concurrently:
   * gauges made with one `sharedRead` share one database read per scrape.
   */
  private perNetwork<T>(read: () => Promise<T[]>, networkOf: (figures: T) => string, name: string, help: string, valueOf: (figures: T) => number): void {
    new Gauge({ name, help, labelNames: ['network'], registers: [this.registry], async collect() {
      const networks = await read();
      this.reset();
      for (const network of networks) this.set({ network: networkOf(network) }, valueOf(network));
    } });
  }

  /** Per watched network: what an operator would page on (a lag growing, a halt) and what waits. */
  private chainGauges(db: Db): void {
    const figures = sharedRead(() => readNetworkFigures(db));
    const gauge = (name: string, help: string, valueOf: (network: NetworkFigures) => number) => {
      this.perNetwork(figures, (network) => network.cursor.network, name, help, valueOf);
    };
    gauge('meridian_chain_lag_blocks', "Blocks between the chain's head and the watcher's cursor", ({ cursor }) => Math.max(0, cursor.headBlock - cursor.lastBlock));
    gauge('meridian_chain_deposits_confirming', 'Deposits seen and counting their confirmations', (network) => network.confirming);
    gauge('meridian_chain_deposits_unmatched', 'Deposits kept for an operator (no owner, below the minimum, no channel)', (network) => network.unmatched);
    gauge('meridian_chain_reorgs', 'Re-orgs the watcher has rewound, in all', ({ cursor }) => cursor.reorgs);
    gauge('meridian_chain_halted', '1 while a re-org that removed a credited deposit stops crediting on the network', ({ cursor }) => (cursor.haltedAt === null ? 0 : 1));
    this.signerGauges(db);
  }

  /** Per network with open sends (chain/signer/): what waits for the signer, and the hot wallet running dry. */
  private signerGauges(db: Db): void {
    const figures = sharedRead(() => readSendFigures(db));
    new Gauge({
      name: 'meridian_chain_sends',
      help: 'Transfers the signer has queued, signed (stored, not yet broadcast) and broadcast (not yet final)',
      labelNames: ['network', 'status'],
      registers: [this.registry],
      async collect() {
        const networks = await figures();
        this.reset();
        for (const network of networks) {
          for (const status of ['queued', 'signed', 'broadcast'] as const) this.set({ network: network.network, status }, network[status]);
        }
      },
    });
    const gauge = (name: string, help: string, valueOf: (network: SendFigures) => number) => {
      this.perNetwork(figures, (network) => network.network, name, help, valueOf);
    };
    gauge('meridian_chain_sends_oldest_queued_seconds', 'How long the oldest transfer queued for the signer has waited', (network) => network.oldestQueuedSeconds);
    gauge('meridian_signer_hot_wallet_short', '1 while a queued transfer waits because the hot wallet cannot cover it: refill it', (network) => (network.hotWalletShort ? 1 : 0));
  }

  /** The database pool's saturation (PostgreSQL only): the alert is on `waiting` staying above zero. */
  private poolGauges(sources: MetricSources): void {
    const { poolState } = sources;
    if (!poolState) return;
    new Gauge({
      name: 'meridian_db_pool_connections',
      help: "The database pool: connections open, idle, the pool's maximum, and queries waiting for a connection",
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const state = poolState();
        for (const key of ['size', 'idle', 'max', 'waiting'] as const) this.set({ state: key }, state[key]);
      },
    });
  }

  /** A background job's run failed (jobs.ts counts each job's logged failures). */
  jobFailed(job: string): void {
    this.jobFailures.inc({ job });
  }

  observeCall(path: string, code: number, seconds: number): void {
    this.calls.observe({ path, code: String(code) }, seconds);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
