import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operatorAudit } from '../../db/schema/index.js';
import { auditEntryOf } from '../audit-log.js';
import { tableTotal, PAGE_QUERY, pageFields, pageOrder, pageText, pageWindow, pageAndTotal } from '../command-paging.js';
import { defineRead } from '../command-types.js';

/** What operators did, newest first, by who or what. Reading the log is the one command it does not record. */
export const audit = defineRead({
  name: 'audit',
  fields: z.object({ actor: z.string().trim().min(1).max(120).optional(), action: z.string().trim().min(1).max(60).optional(), ...pageFields(['id']) }),
  group: 'system',
  summary: 'what operators did (newest first), by actor or action',
  line: {
    flags: { actor: ['actor', 'text', '<cli:user|api:name|console:name>'], action: ['action', 'text', '<command>'], limit: ['pageSize', 'int', '<n>'], page: ['page', 'int', '<n>'] },
  },
  routes: [{ method: 'GET', path: '/audit', query: { actor: 'text', action: 'text', ...PAGE_QUERY } }],
  effect: async (tx, command) => {
    const where = and(
      command.actor === undefined ? undefined : eq(operatorAudit.actor, command.actor),
      command.action === undefined ? undefined : eq(operatorAudit.action, command.action),
    );
    const [rows, total] = await pageAndTotal(
      command,
      tx
        .select()
        .from(operatorAudit)
        .where(where)
        .orderBy(...pageOrder(command, operatorAudit.id, operatorAudit.id))
        .limit(pageWindow(command).limit)
        .offset(pageWindow(command).offset),
      () => tableTotal(tx, command, operatorAudit, where),
    );
    const items = rows.map((row) => {
      const entry = auditEntryOf(row);
      return { ...entry, createdAt: entry.createdAt.toISOString() };
    });
    const page = { items, ...total };
    const lines = items.map((entry) => {
      const target = entry.target === '' ? '' : ` ${entry.target}`;
      return `#${entry.id}  ${entry.createdAt}  ${entry.actor}  ${entry.action}${target}  ${JSON.stringify(entry.detail)}  → ${entry.outcome}`;
    });
    return { ok: true, text: pageText(page, command, lines, 'The audit log is empty.'), data: page };
  },
});
