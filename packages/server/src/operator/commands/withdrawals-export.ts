import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { dayRangeRefusal } from '../day-range.js';
import { countExport, exportAudit } from '../csv-export.js';
import { WITHDRAWAL_FILTER } from '../list-filters.js';
import { WITHDRAWALS_CSV } from '../money-lists.js';

const ROUTE = '/withdrawals/export';

/** Withdrawals: the rows `withdrawals` would list with the same filters, newest first, streamed by the admin API. */
export const withdrawalsExport = defineCommand({
  name: 'withdrawals-export',
  fields: ADMIN_INPUTS['withdrawals-export'],
  group: 'money',
  summary: 'withdrawals as a CSV file (at most 100,000 rows), with the filters of withdrawals',
  line: { flags: WITHDRAWAL_FILTER.flags },
  routes: ADMIN_ROUTES['withdrawals-export'],
  audit: exportAudit(WITHDRAWALS_CSV),
  csv: WITHDRAWALS_CSV,
  // A range that ends before it starts is refused, as on the list, rather than an empty file.
  effect: async (tx, command) => dayRangeRefusal(command) ?? countExport(tx, WITHDRAWALS_CSV, command, ROUTE),
});
