import type { FastifyInstance } from 'fastify';
import { buildApp, openSeededDatabase } from './app.js';
import type { Db } from './db/types.js';
import type { Clock } from './market/clock.js';
import type { Config } from './env.js';
import { startChain, type RunningChain } from './chain/start-chain.js';
import { startJobs } from './jobs.js';
import { watchMaintenance } from './live/watch-maintenance.js';
import { pruneCaptchas } from './modules/auth/captcha/captcha-service.js';
import { pruneSignIns } from './modules/auth/sign-in-history.js';
import { prunePasskeyChallenges } from './modules/security/passkey-challenges.js';
import { writeChannelFile } from './operator/operator-channel.js';
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
  const logError = (error: unknown) => {
    app.log.error({ err: error }, 'background task failed');
  };

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
  let chain: RunningChain;
  try {
    chain = await startChain(deps, database, {
      info: (message) => {
        app.log.info(message);
      },
      warn: (message) => {
        app.log.warn(message);
      },
      error: (err, message) => {
        app.log.error({ err }, message);
      },
    });
  } catch (error) {
    await deps.market.stop();
    await app.close();
    await database.close();
    throw error;
  }
  const { devChain } = chain;
  if (devChain) deps.demoFaucet.send = devChain.faucet;
  phaseDone('chainMs');

  const stopWatching = watchMaintenance(deps.settings, deps.live, MAINTENANCE_WATCH_MS, logError);
  // After the market: contracts settle on the ticks it records.
  const stopJobs = startJobs(deps, {
    error: (err, msg) => {
      app.log.error({ err }, msg);
    },
  });
  // Spent puzzles, ended rate-limit windows and sign-ins past their 90 days are of no further use.
  const housekeeping = setInterval(() => {
    Promise.all([pruneCaptchas(deps.db), deps.limiter.store.prune(), pruneSignIns(deps.db, Date.now()), prunePasskeyChallenges(deps.db, Date.now())]).catch(logError);
  }, HOUSEKEEPING_MS);
  housekeeping.unref();

  let removeChannelFile: (() => void) | undefined;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      removeChannelFile?.();
      stopWatching();
      clearInterval(housekeeping);
      await stopJobs();
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
  app.log.info({ phases }, 'started');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const anyHost = config.host === '0.0.0.0' || config.host === '::';
  if (operatorToken) {
    const local = anyHost ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
    removeChannelFile = writeChannelFile(config.dataDir, { pid: process.pid, url: `http://${local}:${port}`, token: operatorToken });
  }
  const host = anyHost ? 'localhost' : config.host;
  return { url: `http://${host}:${port}`, port, db: database.db, app, close };
}
