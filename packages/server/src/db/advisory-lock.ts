import pg from 'pg';
import type { HeldLock } from './types.js';

/**
 * A holder whose lock connection silently hangs must learn within a few seconds that it may no
 * longer count on the lock: the connection is probed this often…
 */
const HEARTBEAT_MS = 2_000;
/**
 * …and counts as lost when a probe has no answer after this long. Longer than a probe takes on a
 * database under heavy load, so a busy moment is not taken for a lost lock. (A holder that dies
 * loses its lock at once: the server ends its session.)
 */
const PROBE_TIMEOUT_MS = 6_000;
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * The database's side of the same question: a holder cut off by the network sends nothing more,
 * and without keepalives of its own the server would keep the session, and the lock, for the
 * system's two hours. Probing after 5 idle seconds, every 2 s, 3 times, the server ends the session
 * 11 s or more after the holder's last word, later than the holder gives the lock up itself (at
 * most HEARTBEAT_MS + PROBE_TIMEOUT_MS, 8 s): the old holder has stopped before a new one can start.
 * Each is a setting any session may change for itself.
 */
const SERVER_KEEPALIVES = '-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3';
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
    options: SERVER_KEEPALIVES,
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
  let probing = false;
  const heartbeat = setInterval(() => {
    // One probe at a time: a slow answer is waited for, not stacked up behind.
    if (probing) return;
    probing = true;
    const timeout = setTimeout(markLost, PROBE_TIMEOUT_MS);
    client.query('select 1').then(
      () => {
        probing = false;
        clearTimeout(timeout);
      },
      () => {
        probing = false;
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
