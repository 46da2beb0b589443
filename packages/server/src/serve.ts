import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './env.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { DEMO_MEMBER } from './db/seed/seed-demo-data.js';
import { DEMO_OPERATOR } from './db/seed/seed-demo-operator.js';
import { ROLES, rolesList } from './ops/roles.js';
import { flushTraces } from './ops/trace-context.js';
import { startServer } from './start-server.js';

/** `npm start` (through main.ts): one process serving the app, the API and the live channel. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(
    [
      '',
      `Meridian is running at ${server.url}`,
      `  database: ${storage}${config.redisUrl ? ', Redis for live fan-out and rate limits' : ''}`,
      ...(config.roles.size < ROLES.length ? [`  roles: ${rolesList(config.roles).join(', ')} (ROLES)`] : []),
      `  demo login: ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}`,
      ...(existsSync(path.join(config.consoleDist, 'index.html')) ? [`  operator console: ${server.url}/console/`] : []),
      ...(config.databaseUrl ? [] : [`  demo operator: ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password} (until its first sign-in sets a new password and an authenticator app)`]),
      '',
    ].join('\n'),
  );

  // A graceful stop: /readyz says "not ready" at once so a load balancer sends nothing new; the
  // jobs finish their current batch, the price feed's lock is released, in-flight calls finish,
  // sockets are closed so that their clients reconnect (to another process), the database closes.
  // A second signal, or 10 s, ends it at once.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      server.app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    server.app.deps.readiness.draining = true;
    server.app.log.info({ signal }, 'stopping');
    const force = setTimeout(() => {
      server.app.log.error('could not stop within 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server
      .close()
      // The last spans, when traced, before the process ends.
      .then(() => flushTraces())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.app.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A mistake in how it was started is told in words; anything else with its stack.
  process.stderr.write(`${error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : String(error instanceof Error ? (error.stack ?? error) : error)}\n`);
  process.exit(1);
});
