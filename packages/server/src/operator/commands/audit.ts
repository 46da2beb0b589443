import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { listAudit } from '../audit-list.js';
import { pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { dayRangeRefusal } from '../day-range.js';
import { AUDIT_FILTER } from '../list-filters.js';

/** What operators did, newest first, by who or what. Reading the log is the one command it does not record. */
export const audit = defineRead({
  name: 'audit',
  fields: ADMIN_INPUTS.audit,
  group: 'system',
  summary: 'what operators did (newest first), by actor, action or days (UTC)',
  line: { flags: { ...AUDIT_FILTER.flags, limit: ['pageSize', 'int', '<n>'], page: ['page', 'int', '<n>'] } },
  routes: ADMIN_ROUTES.audit,
  effect: async (tx, command) => {
    const refusal = dayRangeRefusal(command);
    if (refusal !== null) return refusal;
    const page = await listAudit(tx, command);
    const lines = page.items.map((entry) => {
      const target = entry.target === '' ? '' : ` ${entry.target}`;
      return `#${entry.id}  ${entry.createdAt}  ${entry.actor}  ${entry.action}${target}  ${JSON.stringify(entry.detail)}  → ${entry.outcome}`;
    });
    return { ok: true, text: pageText(page, command, lines, 'The audit log is empty.'), data: page };
  },
});
