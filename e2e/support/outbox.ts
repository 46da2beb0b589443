import type { RunningServer } from '@meridian/server';
import { sql } from 'drizzle-orm';

export interface OutboxMessage {
  body: string;
  code: string;
}

/**
 * The newest message the server queued for `recipient`, read from its outbox table as only a test
 * can. The journeys' server has no SMTP, so a message keeps its text and code there (delivery/
 * code-delivery.ts); it is queued before the call that sends it answers.
 */
export async function lastMessageTo(server: Pick<RunningServer, 'db'>, recipient: string): Promise<OutboxMessage> {
  // Both drivers (PGlite and node-postgres) answer a raw query with `{ rows }`.
  const raw: unknown = await server.db.execute(sql`select body, code from outbox where recipient = ${recipient} order by id desc limit 1`);
  const row = (raw as { rows: OutboxMessage[] }).rows[0];
  if (!row) throw new Error(`no message to ${recipient} in the outbox`);
  return row;
}
