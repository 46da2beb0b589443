import { desc, eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES, type AdminOutput } from '@meridian/protocol';
import { outbox as outboxTable } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { DEFAULT_LIMIT } from '../command-fields.js';
import { defineCommand, type CommandOutcome } from '../command-types.js';

/** The verification messages the server sent (or could not send), newest first: their delivery, never their codes. */
async function listOutbox(tx: Tx, to: string | undefined, limit: number): Promise<CommandOutcome<AdminOutput<'outbox'>>> {
  const rows = await tx
    .select()
    .from(outboxTable)
    .where(to === undefined ? undefined : eq(outboxTable.recipient, to))
    .orderBy(desc(outboxTable.createdAt), desc(outboxTable.id))
    .limit(limit);
  if (rows.length === 0) return { ok: true, text: to ? `No messages to ${to}.` : 'The outbox is empty.', data: { messages: [] } };
  // The code and the text are never shown: they prove the recipient's identity, and an operator
  // who read them could sign up or reset a password as that person.
  const messages = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    channel: row.channel,
    recipient: row.recipient,
    purpose: row.purpose,
    status: row.sentAt ? 'sent' : row.error ? `failed: ${row.error}` : 'not sent (no mail or SMS service is set up)',
  }));
  const lines = messages.map((m) => `${m.createdAt}  ${m.channel.padEnd(5)} ${m.recipient}  (${m.purpose}, ${m.status})`);
  return { ok: true, text: lines.join('\n'), data: { messages } };
}

export const outbox = defineCommand({
  name: 'outbox',
  fields: ADMIN_INPUTS.outbox,
  group: 'platform',
  summary: 'recent verification messages and whether they were delivered (newest first; codes are never shown)',
  line: { flags: { to: ['to', 'text', '<email or phone>'], limit: ['limit', 'limit'] }, fixed: { limit: DEFAULT_LIMIT } },
  routes: ADMIN_ROUTES.outbox,
  audit: { target: (command) => command.to ?? '' },
  effect: (tx, command) => listOutbox(tx, command.to, command.limit),
});
