import type { FastifyInstance } from 'fastify';
import { buildApp, openSeededDatabase } from './app.js';
import type { Db } from './db/types.js';
import type { Clock } from './market/clock.js';
import type { AppDeps } from './deps.js';
import type { Config } from './env.js';
import { startChain, type ChainLog, type RunningChain } from './chain/start-chain.js';
import { startJobs, type JobLog } from './jobs.js';
import { watchMaintenance } from './live/watch-maintenance.js';
import { pruneCaptchas } from './modules/auth/captcha/captcha-service.js';
import { pruneSignIns } from './modules/auth/sign-in-history.js';
import { prunePasskeyChallenges } from './modules/security/passkey-challenges.js';
import { writeChannelFile } from './operator/operator-channel.js';
import { whileClockTrusted } from './ops/clock-check.js';
import { rolesList, type Roles } from './ops/roles.js';
import { newToken } from './security/tokens.js';

export interface RunningServer {
  /** Where to open the app, e.g. `http://localhost:8080`. */
  url: string;
  port: number;
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

const MAINTENANCE_WATCH_MS = 3_000;
/** A process without the chain role reads no chain. */
const NO_CHAIN: RunningChain = { devChain: undefined, stop: () => Promise.resolve() };
const HOUSEKEEPING_MS = 10 * 60_000;

export interface StartOptions {
  /**
   * The clock of the rules that count time (withdrawal holds and whitelist waits, sessions, jobs);
   * the system clock when absent. Only code that starts the server in its own process can pass
   * one: the Playwright harness moves it forward to show a 24-hour wait, and no setting or route
   * moves it. The market keeps the system clock: a simulated feed moved a day forward would record
   * the whole day at once.
   */
  clock?: Clock;
}

/**
 * Where the listening app is: its port (the system's choice for port 0), the address to open it at,
 * and the one this machine's own processes reach it by (the operator channel's).
 */
function listeningAt(app: FastifyInstance, config: Config): { port: number; url: string; localUrl: string } {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const anyHost = config.host === '0.0.0.0' || config.host === '::';
  const local = anyHost ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const host = anyHost ? 'localhost' : config.host;
  return { port, url: `http://${host}:${port}`, localUrl: `http://${local}:${port}` };
}

/** The chain's messages in the server's log. */
function chainLog(app: FastifyInstance): ChainLog {
  return {
    info: (message) => {
      app.log.info(message);
    },
    warn: (message) => {
      app.log.warn(message);
    },
    error: (err, message) => {
      app.log.error({ err }, message);
    },
  };
}

/**
 * What runs beside the calls, as the process's roles say (ops/roles.ts): the maintenance watch of a
 * live process (for its own sockets), and the jobs and housekeeping of a jobs process. Answers what
 * stops them.
 */
function startBackground(deps: AppDeps, roles: Roles, log: JobLog): () => Promise<void> {
  const logError = (error: unknown) => {
    log.error(error, 'background task failed');
  };
  const stopWatching = roles.has('live') ? watchMaintenance(deps.settings, deps.live, MAINTENANCE_WATCH_MS, logError) : undefined;
  if (!roles.has('jobs')) {
    return () => {
      stopWatching?.();
      return Promise.resolve();
    };
  }
  // After the market (the caller starts it first): contracts settle on the ticks it records.
  // Jobs count time: a process whose clock is off the database's runs none until it agrees (ops/clock-check.ts).
  const stopJobs = whileClockTrusted(deps.clockCheck, () => startJobs(deps, log));
  // Spent puzzles, ended rate-limit windows and sign-ins past their 90 days are of no further use.
  const housekeeping = setInterval(() => {
    Promise.all([pruneCaptchas(deps.db), deps.limiter.store.prune(), pruneSignIns(deps.db, Date.now()), prunePasskeyChallenges(deps.db, Date.now())]).catch(logError);
  }, HOUSEKEEPING_MS);
  housekeeping.unref();
  return async () => {
    stopWatching?.();
    clearInterval(housekeeping);
    await stopJobs();
  };
}

/**
 * Opens (migrating and seeding) the database, builds the app and listens: the one process of
 * `npm start`, and what the Playwright harness runs in-process on port 0 with its own DATA_DIR.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  // Where start-up time goes, logged once at the end (bench:restart reads it).
  const phases: Record<string, number> = {};
  let phaseStart = performance.now();
  const phaseDone = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  const database = await openSeededDatabase(config);
  phaseDone('databaseMs');
  // Only a server that owns an embedded database needs to take operator commands (see operator-channel.ts).
  const operatorToken = database.kind === 'pglite' ? newToken() : undefined;
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { database, operatorToken, clock: options.clock });
  } catch (error) {
    await database.close();
    throw error;
  }
  phaseDone('appMs');
  const { deps } = app;

  try {
    await deps.market.start();
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  phaseDone('marketMs');
  app.log.info({ priceSource: deps.market.sourceName }, `market started with price source ${deps.market.sourceName}`);

  // After the market, like the jobs; before listening, so a member's first deposit page already
  // has the demo chain's token and their own address.
  const { roles } = config;
  let chain: RunningChain;
  try {
    chain = roles.has('chain') ? await startChain(deps, database, chainLog(app)) : NO_CHAIN;
  } catch (error) {
    await deps.market.stop();
    await app.close();
    await database.close();
    throw error;
  }
  const { devChain } = chain;
  if (devChain) deps.demoFaucet.send = devChain.faucet;
  phaseDone('chainMs');

  const stopBackground = startBackground(deps, roles, {
    error: (err, msg) => {
      app.log.error({ err }, msg);
    },
  });

  let removeChannelFile: (() => void) | undefined;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      removeChannelFile?.();
      await stopBackground();
      await chain.stop();
      await deps.market.stop();
      await app.close();
      await database.close();
    })();
    return closing;
  };

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await close();
    throw error;
  }
  phaseDone('listenMs');
  app.log.info({ phases, roles: rolesList(roles) }, 'started');
  const { port, url, localUrl } = listeningAt(app, config);
  if (operatorToken) removeChannelFile = writeChannelFile(config.dataDir, { pid: process.pid, url: localUrl, token: operatorToken });
  return { url, port, db: database.db, app, close };
}
