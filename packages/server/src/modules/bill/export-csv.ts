import { and, desc, eq, lt } from 'drizzle-orm';
import { API, BILL_EXPORT_CONTENT_TYPE, ZBillExportRequest, type AppLanguage, type TBill, type TBillType } from '@meridian/protocol';
import { z } from 'zod';
import { defineCall, requireSession } from '../../http/define-call.js';
import { FileAnswer } from '../../http/file-answer.js';
import { translate } from '../../i18n/translate.js';
import { csvStream, exportFileName, type CsvCell, type CsvSource } from '../../operator/csv-export.js';
import { loadMember } from '../member/member-info.js';
import { memberLocalDateTime, memberZoneName } from '../security/member-time.js';
import { memberBillHistory, toBill } from './bill-history.js';

/**
 * The most bills one file holds. Each batch reads the member's whole history for the running
 * balance, so a file is kept to what a member reads; past it, the last line says to export one
 * type at a time.
 */
export const MEMBER_EXPORT_MAX_ROWS = 10_000;

interface MemberBillFilter {
  memberId: number;
  type: TBillType | undefined;
}

/** What the member reads, in their language and time zone. */
interface Reader {
  language: AppLanguage;
  timeZone: string;
}

/** A bill's line: when (the member's own time), what, how much, the balance after, and its order. */
function billCells(bill: TBill, reader: Reader): CsvCell[] {
  const type = bill.refund ? translate(reader.language, 'billExport.refund') : translate(reader.language, `billType.${bill.type}`);
  return [memberLocalDateTime(bill.createdAt, reader.timeZone), type, bill.amount, bill.balanceAfter, bill.currency, bill.memo, bill.cause?.id ?? ''];
}

/** The member's bills as a CSV source: the bill page's rows, newest first, a batch below a posting id at a time. */
export function memberBillsCsv(reader: Reader): CsvSource<MemberBillFilter> {
  const header = (key: Parameters<typeof translate>[1]) => translate(reader.language, key, { zone: memberZoneName(reader.timeZone) });
  return {
    columns: [
      header('billExport.time'),
      header('billExport.type'),
      header('billExport.amount'),
      header('billExport.balanceAfter'),
      header('billExport.currency'),
      header('billExport.note'),
      header('billExport.reference'),
    ],
    rows: async (db, filter, before, limit) => {
      const history = memberBillHistory(db, filter.memberId);
      const rows = await db
        .select()
        .from(history)
        .where(and(filter.type === undefined ? undefined : eq(history.billType, filter.type), before === null ? undefined : lt(history.postingId, String(before))))
        .orderBy(desc(history.postingId))
        .limit(limit);
      return rows.map((row) => ({ id: Number(row.postingId), cells: billCells(toBill(row), reader) }));
    },
  };
}

/**
 * `/api/balanceBill/exportCsv` (issue 36): the caller's own bills as a CSV file, with the bill
 * page's type filter; the file is streamed as it is read (operator/csv-export.ts writes it: RFC
 * 4180 quoting, formulas neutralised). Limited per member: each file reads their whole history.
 */
export const billExportCall = defineCall({
  path: API.balanceBill.exportCsv,
  request: ZBillExportRequest,
  response: z.instanceof(FileAnswer),
  async handler(context) {
    const { input, deps, language } = context;
    const { memberId } = requireSession(context);
    await deps.limiter.enforce(deps.config.limits.billExportsPerMember, String(memberId));
    const member = await loadMember(deps, memberId);
    const capped = translate(language, 'billExport.capped', { max: MEMBER_EXPORT_MAX_ROWS });
    const body = csvStream(deps.db, memberBillsCsv({ language, timeZone: member.timeZone }), { memberId, type: input.type }, MEMBER_EXPORT_MAX_ROWS, capped);
    const name = exportFileName(input.type === undefined ? 'bills' : `bills-${input.type}`, new Date(deps.clock.now()));
    return new FileAnswer({ name, contentType: `${BILL_EXPORT_CONTENT_TYPE}; charset=utf-8`, body });
  },
});
