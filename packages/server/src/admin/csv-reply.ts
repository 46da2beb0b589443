import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/types.js';
import { csvStream, exportFileName, type CsvExport } from '../operator/csv-export.js';

/**
 * An export's answer: the file, streamed as it is read. `no-store`: the data is an operator's
 * to keep, not a cache's; the audit row was written before the first byte left.
 */
export function sendCsv(reply: FastifyReply, db: DbOrTx, csv: CsvExport<{ name: string }>, command: { name: string }, now: Date): FastifyReply {
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(csv.list, now)}"`)
    .header('cache-control', 'no-store')
    .send(csvStream(db, csv, command));
}
