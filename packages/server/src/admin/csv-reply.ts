import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/types.js';
import { FileAnswer, sendFile } from '../http/file-answer.js';
import { csvStream, exportFileName, type CsvExport } from '../operator/csv-export.js';

/**
 * An export's answer: the file, streamed as it is read. `no-store`: the data is an operator's
 * to keep, not a cache's; the audit row was written before the first byte left.
 */
export function sendCsv(reply: FastifyReply, db: DbOrTx, csv: CsvExport<{ name: string }>, command: { name: string }, now: Date): FastifyReply {
  return sendFile(reply, new FileAnswer({ name: exportFileName(csv.list, now), contentType: 'text/csv; charset=utf-8', body: csvStream(db, csv, command) }));
}
