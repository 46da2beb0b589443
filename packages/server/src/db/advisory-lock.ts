import pg from 'pg';
import type { HeldLock } from './client.js';

/**
 * A dead holder must lose its lock within a few seconds so another process takes over: the lock
 * connection is probed this often, and one that does not answer in time counts as lost.
 */
const HEARTBEAT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 10_000;
/** How the lock connection shows in pg_stat_activity. */
export const LOCK_APPLICATION_NAME = 'meridian-advisory-lock';

/**
 * `pg_try_advisory_lock` on a connection outside the pool: a session lock belongs to its
 * connection, and a pooled one would be handed to other queries. When the process dies the
 * server ends the session and frees the lock by itself.
 */
export async function holdPostgresLock(url: string, key: number): Promise<HeldLock | null> {
  const client = new pg.Client({
    connectionString: url,
    application_name: LOCK_APPLICATION_NAME,
    keepAlive: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  let markLost: () => void = () => undefined;
  const lost = new Promise<void>((resolve) => {
    markLost = resolve;
  });
  client.on('error', () => {
    markLost();
  });
  client.on('end', () => {
    markLost();
  });
  try {
    await client.connect();
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (result.rows[0]?.locked !== true) {
      await client.end();
      return null;
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }

  let released = false;
  const heartbeat = setInterval(() => {
    const timeout = setTimeout(markLost, HEARTBEAT_MS);
    client.query('select 1').then(
      () => {
        clearTimeout(timeout);
      },
      () => {
        clearTimeout(timeout);
        markLost();
      },
    );
  }, HEARTBEAT_MS);
  void lost.then(() => {
    clearInterval(heartbeat);
    // A lost lock's connection may still be half open: close it so the server frees the lock.
    if (!released) void client.end().catch(() => undefined);
  });

  return {
    lost,
    async release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      await client.end().catch(() => undefined);
      markLost();
    },
  };
}
