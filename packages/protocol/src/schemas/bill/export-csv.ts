import { z } from 'zod/mini';
import { ZBillType } from './bill-record.js';

/**
 * `/api/balanceBill/exportCsv` (issue 36): the member's own bills as a CSV file, newest first,
 * filtered as the bill page filters them. The answer is the file (`text/csv; charset=utf-8`, a
 * UTF-8 byte order mark, RFC 4180 quoting, CRLF lines), not the envelope; a refusal is the
 * envelope, as for every call.
 */
export const ZBillExportRequest = z.object({
  /** Only bills of this type; absent for all. */
  type: z.optional(ZBillType),
});
export type TBillExportRequest = z.input<typeof ZBillExportRequest>;

/** The media type of the file, which tells the app it got the file and not a refusal. */
export const BILL_EXPORT_CONTENT_TYPE = 'text/csv';
