import pg from 'pg';
import type { Listening, ListenHandlers } from './types.js';

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
/**
 * A connection can die without a word (a half-open TCP link): a small query this often proves it
 * is alive, and one that does not answer within the same time counts as lost.
 */
const HEARTBEAT_MS = 10_000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'meridian-invalidation-listener';

/** `"name"`, for a channel name in LISTEN (which takes no parameters). */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * LISTEN on a dedicated connection outside the pool (a pooled one would be handed to queries and
 * lose the registration), reconnecting with growing pauses whenever it is lost.
 */
class PgListener implements Listening {
  private isClosed = false;
  private client: pg.Client | null = null;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private connecting: Promise<void> = Promise.resolve();
  /** Connections already given up (each is lost once, whichever of its events says so first). */
  private readonly lostClients = new WeakSet<pg.Client>();

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenHandlers,
  ) {}

  /** The first attempt; later ones follow on their own. */
  start(): Promise<void> {
    this.connecting = this.connect();
    return this.connecting;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.retryTimer);
    await this.connecting;
    this.stopHeartbeat();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: HEARTBEAT_MS,
      query_timeout: HEARTBEAT_MS,
    });
    const lose = (error: unknown) => {
      this.lost(client, error);
    };
    client.on('error', lose);
    client.on('end', () => {
      lose(new Error('the listening connection ended'));
    });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(this.channel)}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (!this.lostClients.has(client)) this.listening(client, lose);
  }

  private listening(client: pg.Client, lose: (error: unknown) => void): void {
    if (this.isClosed) {
      client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    this.heartbeatTimer = setInterval(() => {
      client.query('select 1').catch(lose);
    }, HEARTBEAT_MS);
    this.heartbeatTimer.unref();
    this.handlers.onListening();
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.lostClients.has(client)) return;
    this.lostClients.add(client);
    if (this.client === client) {
      this.client = null;
      this.stopHeartbeat();
    }
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (this.isClosed) return;
    this.handlers.onLost(error);
    const pause = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.failures) * (0.5 + Math.random() / 2);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.connecting = this.connect();
    }, pause);
    this.retryTimer.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
  }
}

export async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listening> {
  const listener = new PgListener(url, channel, handlers);
  await listener.start();
  return listener;
}
