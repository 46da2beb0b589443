import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database as the code sees it, whichever driver (PGlite or node-postgres) is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Operations that can run alone or as part of a caller's transaction take this. */
export type DbOrTx = Db | Tx;

/** What a LISTEN tells its owner. */
export interface ListenHandlers {
  onNotification(payload: string): void;
  /** LISTEN has taken effect: first, and again after every reconnect. */
  onListening(): void;
  /** Notifications may be missed from now until the next `onListening`. */
  onLost(error: unknown): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** A session-level advisory lock held on a connection of its own. */
export interface HeldLock {
  /** Settles when the lock can no longer be trusted (its connection died); never rejects. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}
