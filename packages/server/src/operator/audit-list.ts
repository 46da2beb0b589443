import { and, desc, eq } from 'drizzle-orm';
import type { TAuditItem } from '@meridian/protocol';
import { operatorAudit } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import { auditEntryOf } from './audit-log.js';
import { countOf, pageOrder, pageWindow, tableCount, tableTotal, type Page, type PageRequest, pageAndTotal } from './command-paging.js';
import { belowId, cellsOf, type CsvExport } from './csv-export.js';
import { createdWithin, type DayRangeFilter } from './day-range.js';

/** The audit log as the console reads it: a page at a time, or (an export) every match a batch at a time by id. */

export interface AuditFilter extends DayRangeFilter {
  actor?: string | undefined;
  action?: string | undefined;
}

const auditWhere = (filter: AuditFilter) =>
  and(
    filter.actor === undefined ? undefined : eq(operatorAudit.actor, filter.actor),
    filter.action === undefined ? undefined : eq(operatorAudit.action, filter.action),
    createdWithin(operatorAudit.createdAt, filter),
  );

const auditItem = (row: typeof operatorAudit.$inferSelect): TAuditItem => {
  const entry = auditEntryOf(row);
  return { ...entry, ip: entry.ip ?? '', userAgent: entry.userAgent ?? '', createdAt: entry.createdAt.toISOString() };
};

export async function listAudit(db: DbOrTx, filter: AuditFilter & PageRequest) {
  const where = auditWhere(filter);
  const [rows, total] = await pageAndTotal(
    filter,
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(...pageOrder(filter, operatorAudit.id, operatorAudit.id))
      .limit(pageWindow(filter).limit)
      .offset(pageWindow(filter).offset),
    () => tableTotal(db, filter, operatorAudit, where),
  );
  return { items: rows.map(auditItem), ...total } satisfies Page<unknown>;
}

const AUDIT_COLUMNS = ['id', 'createdAt', 'actor', 'action', 'target', 'detail', 'outcome', 'ip', 'userAgent'] as const;

export const AUDIT_CSV: CsvExport<AuditFilter> = {
  list: 'audit',
  columns: AUDIT_COLUMNS,
  rows: async (db, filter, before, limit) => {
    const rows = await db
      .select()
      .from(operatorAudit)
      .where(and(auditWhere(filter), belowId(operatorAudit.id, before)))
      .orderBy(desc(operatorAudit.id))
      .limit(limit);
    return rows.map((row) => ({ id: row.id, cells: cellsOf(auditItem(row), AUDIT_COLUMNS) }));
  },
  count: (db, filter, limit) => countOf(tableCount(db, operatorAudit, auditWhere(filter), limit)),
};
