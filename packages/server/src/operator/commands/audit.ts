import { z } from 'zod';
import { readAudit } from '../audit-log.js';
import { DEFAULT_LIMIT, ZLimit } from '../command-fields.js';
import { defineCommand } from '../command-types.js';

/** The newest operator actions, newest first. Reading the log is the one command it does not record. */
export const audit = defineCommand({
  name: 'audit',
  fields: z.object({ limit: ZLimit }),
  group: 'money',
  summary: 'what operators did (newest first)',
  line: { flags: { limit: ['limit', 'limit'] }, fixed: { limit: DEFAULT_LIMIT } },
  routes: [{ method: 'GET', path: '/audit', query: { limit: 'limit' } }],
  audit: false,
  effect: async (tx, { limit }) => {
    const entries = await readAudit(tx, limit);
    const data = { entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })) };
    if (entries.length === 0) return { ok: true, text: 'The audit log is empty.', data };
    const lines = data.entries.map((entry) => {
      const target = entry.target === '' ? '' : ` ${entry.target}`;
      return `#${entry.id}  ${entry.createdAt}  ${entry.actor}  ${entry.action}${target}  ${JSON.stringify(entry.detail)}  → ${entry.outcome}`;
    });
    return { ok: true, text: lines.join('\n'), data };
  },
});
