import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createEnvelope } from '@meridian/protocol';
import { serveAdminApi } from './admin/admin-api.js';
import { createOperatorFeed } from './admin/operator-feed.js';
import { AppCaches } from './cache/app-caches.js';
import { resolveDepositNetworks } from './chain/deposit-networks.js';
import type { Config } from './env.js';
import { databaseTarget, openDatabase, type Database } from './db/client.js';
import { listenForInvalidations } from './db/invalidation-bus.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { seedDemoOperator } from './db/seed/seed-demo-operator.js';
import { upgradeDemoContent } from './db/seed/upgrade-demo-content.js';
import type { AppDeps } from './deps.js';
import { CodeDelivery } from './delivery/code-delivery.js';
import { resolveVaultKey } from './kyc/vault-key.js';
import { resolveVapidKeys } from './push/vapid-keys.js';
import { opensslEnvelopeCipher } from './http/envelope-cipher.js';
import { handleFrameworkErrors } from './http/framework-errors.js';
import { clientAddressOf, proxyTrust } from './http/client-address.js';
import { SERVER_TIMEOUTS } from './http/server-timeouts.js';
import { DEFAULT_BODY_LIMIT_BYTES, readBodiesAsText } from './http/text-body-parser.js';
import { liveChannelHeaders, serveSecurityHeaders } from './http/security-headers.js';
import { AppMetrics } from './ops/app-metrics.js';
import { REDACTED, REDACTED_LOG_PATHS, tokenFreeDestination } from './ops/log-redaction.js';
import { serveHealth } from './ops/health-routes.js';
import { newestTickAt } from './market/price-feed-state.js';
import { serveCalls } from './http/serve-calls.js';
import { createLiveHub } from './live/live-hub.js';
import { listenForLivePushes } from './live/live-bus.js';
import { withMoneyChangePushes } from './live/money-changes.js';
import { SYSTEM_CLOCK, type Clock } from './market/clock.js';
import { createConfiguredSource } from './market/configured-source.js';
import { createMarketService } from './market/market-service.js';
import { ALL_CALLS } from './modules/all-calls.js';
import { serveOperatorChannel } from './operator/operator-channel.js';
import { servePayments } from './payments/payment-routes.js';
import { serveKycProviderCallback } from './kyc/provider/provider-callback-route.js';
import { DbRateLimitStore } from './security/db-rate-limit-store.js';
import { RateLimiter } from './security/rate-limiter.js';
import { RedisRateLimitStore } from './security/redis-rate-limit-store.js';
import { FailoverRateLimitStore } from './security/failover-rate-limit-store.js';
import { SAME_CLOCK, databaseNowMs, startClockCheck, type ClockCheck } from './ops/clock-check.js';
import { traceIdsForLog } from './ops/trace-context.js';
import { SettingsStore } from './settings/settings-store.js';
import { serveAvatars } from './static/avatars.js';
import { serveActivityCovers } from './static/activity-covers.js';
import { serveBanners } from './static/banners.js';
import { serveGoodsImages } from './static/goods-images.js';
import { serveUploads } from './static/uploads.js';
import { serveConsoleApp } from './static/console-app.js';
import { serveWebApp } from './static/web-app.js';
import { listSlides } from './modules/content/get-slide.js';
import { firstPaintQuotes } from './modules/market/first-paint-quotes.js';
import { createAlertWatch } from './modules/alert/alert-watch.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for main.ts, the CLI and tests. */
    deps: AppDeps;
  }
}

export interface BuildOptions {
  /** An open, migrated database; when absent one is opened from the config, migrated and seeded. */
  database?: Database;
  /** Opens the operator channel (operator-channel.ts) guarded by this token. */
  operatorToken?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The market's clock (tests pass a manual one). The market never starts here: see startServer. */
  marketClock?: Clock;
  /**
   * The clock of every other time rule (withdrawal holds and whitelist waits, sessions, jobs);
   * the market's clock when absent, as in production.
   */
  clock?: Clock;
}

function header(raw: IncomingMessage, name: string): string | undefined {
  const value = raw.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Opens the configured database, applies the migrations, seeds it when it is empty and brings its demo content up to date. */
export async function openSeededDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.setup(async (db) => {
      await seedDemoData(db, config.passwordCost);
      // A database seeded by an earlier release gets today's demo texts where nobody edited them.
      await upgradeDemoContent(db);
      if (!config.databaseUrl) await seedDemoOperator(db, config.passwordCost);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * What the api role serves (ops/roles.ts): the member app's and the console's calls, payments' and
 * the identity provider's callbacks, images and uploads, and the two apps' files.
 */
async function serveApi(app: FastifyInstance, deps: AppDeps, marketClock: Clock): Promise<void> {
  const { config, db, market } = deps;
  serveCalls(app, deps, ALL_CALLS);
  servePayments(app, deps);
  serveKycProviderCallback(app, deps);
  serveAdminApi(app, deps);
  serveAvatars(app);
  serveBanners(app);
  serveGoodsImages(app);
  serveActivityCovers(app);
  await serveUploads(app, config.dataDir);
  await serveConsoleApp(app, config.consoleDist);
  const quotesOfFirstPaint = firstPaintQuotes(market, marketClock);
  await serveWebApp(app, config.webDist, async (language) => {
    const [slides, quotes] = await Promise.all([listSlides(db, language, deps.clock.now()), quotesOfFirstPaint()]);
    return { slides, quotes, servedAt: marketClock.now() };
  });
}

/**
 * Redis for the rate limits and the live channel's adapter. No ready check (an INFO after
 * connecting): the adapter's subscriber, a duplicate of this client, could subscribe between ioredis
 * 5.9's CLIENT SETINFO and that INFO, which is then refused in subscriber mode and, unhandled, ended
 * the process at start (seen under the cluster suite's load); the check only waits out a Redis still
 * loading its disk. A Redis that restarts or is cut off is reconnected to by ioredis itself; what
 * needs it meanwhile falls back (security/failover-rate-limit-store.ts). Said in the log, not left unhandled.
 */
function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableReadyCheck: false });
  redis.on('error', (error: Error) => {
    log.warn(`redis: ${error.message}`);
  });
  return redis;
}

/**
 * A process whose database runs inside it shares its clock; one on PostgreSQL checks its own against
 * the server's, once before the market starts (a clock that is off must not lead the feed even for a moment).
 */
async function checkClock(app: FastifyInstance, database: Database): Promise<ClockCheck> {
  if (database.kind !== 'postgres') return SAME_CLOCK;
  const say = {
    warn: (message: string) => {
      app.log.warn(message);
    },
    error: (message: string) => {
      app.log.error(message);
    },
  };
  const check = await startClockCheck(() => databaseNowMs(database.db), say);
  app.addHook('onClose', () => {
    check.stop();
    return Promise.resolve();
  });
  return check;
}

/** No line records a token (ops/log-redaction.ts); with tracing on, each names its trace and span. */
function loggerOptions(config: Config, logStream: BuildOptions['logStream']) {
  return {
    level: config.logLevel,
    stream: tokenFreeDestination(logStream ?? process.stdout),
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
    mixin: traceIdsForLog,
  };
}

/** The whole server as a Fastify instance: every call, the static files, the live channel, as its roles say. Nothing listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES, // uploads say their own (define-call.ts); everything else is small
    ...SERVER_TIMEOUTS,
    trustProxy: proxyTrust(config.trustProxy),
    // The app's own ids for a device and a member are logged with every line of a request.
    // (Object.assign, not spread: pino makes a child from a spread-built object ten times slower.)
    childLoggerFactory(logger, bindings, childOptions, raw) {
      const appIds = { sid: header(raw, 'sid'), uid: header(raw, 'uid'), requestedWith: header(raw, 'x-requested-with') };
      return logger.child(Object.assign({}, bindings, appIds), childOptions);
    },
  });

  // Before anything is opened: an unknown PRICE_SOURCE stops the start with its own message.
  const marketClock = options.marketClock ?? SYSTEM_CLOCK;
  const createSource = createConfiguredSource(config, marketClock, (message, err) => {
    app.log.warn({ err }, message);
  });

  // Before anything is opened too: the embedded demo makes its seed here, production refuses it.
  const chain = resolveDepositNetworks(config.chain, {
    isProduction: config.isProduction,
    warn: (message) => {
      app.log.warn(message);
    },
  });

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openSeededDatabase(config));
  const { db } = database;
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : null;
  const envelope = createEnvelope(config.envelopeKey, opensslEnvelopeCipher);
  // Off until the listener below hears announcements (see db/invalidation-bus.ts).
  const caches = new AppCaches();
  const { roles } = config;
  // Only a process with the live role takes connections (ops/roles.ts); every process publishes.
  const live = createLiveHub(roles.has('live') ? app.server : null, {
    db,
    envelope,
    log: app.log,
    responseHeaders: liveChannelHeaders(config),
    caps: { perAddress: config.limits.socketsPerAddress, perMember: config.limits.socketsPerMember, clientAddress: clientAddressOf(config.trustProxy) },
    ...(redis ? { redis: { client: redis, keyPrefix: config.redisKeyPrefix } } : {}),
  });
  // Price alerts follow the ticks the feed owner records (modules/alert/alert-watch.ts).
  const alertWatch = createAlertWatch({
    db,
    log: (err, message) => {
      app.log.error({ err }, message);
    },
  });
  const clockCheck = await checkClock(app, database);
  const market = createMarketService({
    mayLead: () => clockCheck.trusted(),
    database,
    ticksRecorded: alertWatch,
    createSource,
    sourceName: config.priceSource,
    runsFeed: roles.has('feed'),
    live,
    clock: marketClock,
    commitTicks: config.tickCommitments,
    log: {
      info: (message) => {
        app.log.info(message);
      },
      error: (err: unknown, message) => {
        app.log.error({ err }, message);
      },
    },
  });
  // A new socket is sent the prices at once rather than at the next second's push (LiveHub.onNewSocket).
  live.onNewSocket((socketId) => {
    market.greet(socketId);
  });
  const deps: AppDeps = {
    config,
    db,
    envelope,
    settings: new SettingsStore(db, app.log),
    limiter: new RateLimiter(redis ? new FailoverRateLimitStore(new RedisRateLimitStore(redis, config.redisKeyPrefix), new DbRateLimitStore(db), app.log) : new DbRateLimitStore(db)),
    live,
    operatorFeed: createOperatorFeed(db, live, marketClock),
    delivery: new CodeDelivery(db, app.log, { url: config.smtpUrl, from: config.smtpFrom }, path.join(config.dataDir, 'mailbox')),
    caches,
    clock: options.clock ?? marketClock,
    readiness: { draining: false },
    clockCheck,
    market,
    chain,
    demoFaucet: {},
    coinPayouts: new Map(config.coinPayouts),
    push: { vapidKeys: resolveVapidKeys(config, app.log) },
    kycVaultKey: resolveVaultKey(config, app.log),
    metrics: new AppMetrics({
      db,
      socketsOnline: () => live.socketCount(),
      newestTickAt: () => newestTickAt(market),
      now: () => marketClock.now(),
      isFeedOwner: () => market.isFeedOwner(),
      clockOffsetMs: () => clockCheck.offsetMs(),
      ...(database.poolState ? { poolState: database.poolState } : {}),
    }),
  };
  app.decorate('deps', deps);

  readBodiesAsText(app);
  handleFrameworkErrors(app, deps);
  serveSecurityHeaders(app, config);
  serveHealth(app, deps);
  if (options.operatorToken) serveOperatorChannel(app, deps, options.operatorToken);
  if (roles.has('api')) await serveApi(app, deps, marketClock);

  // Last, so that nothing after it can fail and leave its connection open. A balance that moved is
  // forgotten, then its member's open app is told (live/money-changes.ts).
  const invalidations = await listenForInvalidations(database, withMoneyChangePushes(caches, live), app.log);
  // Pushes the operator CLI (or any process) announces reach this process's sockets (live-bus.ts).
  const livePushes = await listenForLivePushes(database, live, app.log);

  app.addHook('preClose', async () => {
    deps.operatorFeed.stop();
    await deps.market.stop();
    await alertWatch.settled();
    await deps.live.close();
  });
  app.addHook('onClose', async () => {
    deps.delivery.close();
    await Promise.all([redis?.quit(), invalidations.close(), livePushes.close()]);
    if (ownsDatabase) await database.close();
  });
  return app;
}
