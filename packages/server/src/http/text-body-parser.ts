import { errorCodes, type FastifyInstance } from 'fastify';
import { readBodyText } from './read-body.js';

/**
 * The most bytes of a body, unless a route says otherwise: every call's payload but an upload's
 * fits with room to spare (the largest, a passkey's answer, is a few KB). Kept small because a
 * body is decrypted and parsed whole: 16 clients sending 3.6 MB each once stalled every call.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The wire is an envelope whatever the content type says: every body arrives as text, read up to
 * the route's `bodyLimit`. A body over it is refused before any of it is kept (read-body.ts), and
 * answered by the error handler (framework-errors.ts). The types the app sends are named too only
 * so that Fastify finds (and caches) the parser at once instead of parsing the header to fall back
 * on the catch-all for every request.
 */
export function readBodiesAsText(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain', '*'], (request, payload, done) => {
    readBodyText(payload, request.routeOptions.bodyLimit).then(
      (read) => {
        if (read.kind === 'text') done(null, read.text);
        else done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      },
      // The client went away mid-body: nobody reads the answer, and it is no server error.
      (error: unknown) => {
        done(Object.assign(error instanceof Error ? error : new Error(String(error)), { statusCode: 400 }));
      },
    );
  });
}
