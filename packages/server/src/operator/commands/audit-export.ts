import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { dayRangeRefusal } from '../day-range.js';
import { countExport, exportAudit } from '../csv-export.js';
import { AUDIT_FILTER } from '../list-filters.js';
import { AUDIT_CSV } from '../audit-list.js';

const ROUTE = '/audit/export';

/** The audit log: the rows `audit` would list with the same filters, newest first, streamed by the admin API. */
export const auditExport = defineCommand({
  name: 'audit-export',
  fields: ADMIN_INPUTS['audit-export'],
  group: 'system',
  summary: 'the audit log as a CSV file (at most 100,000 rows), with the filters of audit',
  line: { flags: AUDIT_FILTER.flags },
  routes: ADMIN_ROUTES['audit-export'],
  audit: exportAudit(AUDIT_CSV),
  csv: AUDIT_CSV,
  // A range that ends before it starts is refused, as on the list, rather than an empty file.
  effect: async (tx, command) => dayRangeRefusal(command) ?? countExport(tx, AUDIT_CSV, command, ROUTE),
});
