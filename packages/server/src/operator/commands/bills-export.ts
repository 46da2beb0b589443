import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { dayRangeRefusal } from '../day-range.js';
import { countExport, exportAudit } from '../csv-export.js';
import { BILL_FILTER } from '../list-filters.js';
import { BILLS_CSV } from '../money-lists.js';

const ROUTE = '/bills/export';

/** Members' bills: the rows `bills` would list with the same filters, newest first, streamed by the admin API. */
export const billsExport = defineCommand({
  name: 'bills-export',
  fields: ADMIN_INPUTS['bills-export'],
  group: 'money',
  summary: "members' bills as a CSV file (at most 100,000 rows), with the filters of bills",
  line: { flags: BILL_FILTER.flags },
  routes: ADMIN_ROUTES['bills-export'],
  audit: exportAudit(BILLS_CSV),
  csv: BILLS_CSV,
  // A range that ends before it starts is refused, as on the list, rather than an empty file.
  effect: async (tx, command) => dayRangeRefusal(command) ?? countExport(tx, BILLS_CSV, command, ROUTE),
});
