import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { dayRangeRefusal } from '../day-range.js';
import { countExport, exportAudit } from '../csv-export.js';
import { RECHARGE_FILTER } from '../list-filters.js';
import { RECHARGES_CSV } from '../money-lists.js';

const ROUTE = '/recharges/export';

/** Recharge orders: the rows `recharges` would list with the same filters, newest first, streamed by the admin API. */
export const rechargesExport = defineCommand({
  name: 'recharges-export',
  fields: ADMIN_INPUTS['recharges-export'],
  group: 'money',
  summary: 'recharge orders as a CSV file (at most 100,000 rows), with the filters of recharges',
  line: { flags: RECHARGE_FILTER.flags },
  routes: ADMIN_ROUTES['recharges-export'],
  audit: exportAudit(RECHARGES_CSV),
  csv: RECHARGES_CSV,
  // A range that ends before it starts is refused, as on the list, rather than an empty file.
  effect: async (tx, command) => dayRangeRefusal(command) ?? countExport(tx, RECHARGES_CSV, command, ROUTE),
});
