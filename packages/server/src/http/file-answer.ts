import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A call's success that is a file, not the envelope (`/api/balanceBill/exportCsv`): streamed as it
 * is read, with its media type and name. A refusal is still the envelope (serve-calls.ts).
 */
export class FileAnswer {
  constructor(
    readonly file: {
      /** What the browser saves it as. */
      name: string;
      contentType: string;
      body: Readable;
    },
  ) {}
}

/** Sends the file: an attachment, never kept by a cache (it is the member's own data). */
export function sendFile(reply: FastifyReply, answer: FileAnswer): FastifyReply {
  const { name, contentType, body } = answer.file;
  return reply
    .code(200)
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
