/**
 * No log line of Meridian records what signs a member or an operator in (issue 35). The live
 * channel's access token travels in its address, as the spec has it (`/socket.io/?…&token=…`), and
 * an address is logged in many places: a request's line, an error's message and stack, a warning.
 * So every line is cleared of any `token` (or `accessToken`) query value as it is written, whatever
 * wrote it. Headers are not logged (Fastify's request lines keep the method, the address and the
 * host); the redact paths below keep the secret ones out should a line ever carry them.
 */

export const REDACTED = '[redacted]';

/** A query parameter's value up to the next parameter, fragment, space, or the end of a JSON string. */
const TOKEN_IN_QUERY = /([?&](?:token|accesstoken)=)[^&#\s"\\]+/gi;

export function withoutQueryTokens(text: string): string {
  return text.replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}

export interface LogDestination {
  write(line: string): void;
}

/** Where log lines go (stdout, or a test's stream), with every query token cleared first. */
export function tokenFreeDestination(destination: LogDestination): LogDestination {
  return {
    write(line) {
      destination.write(withoutQueryTokens(line));
    },
  };
}

/** pino's redact paths: the member's access token, the console's cookie, a bearer token, a socket's query. */
export const REDACTED_LOG_PATHS = [
  'headers.accesstoken',
  'headers.cookie',
  'headers.authorization',
  'req.headers.accesstoken',
  'req.headers.cookie',
  'req.headers.authorization',
  'handshake.headers.cookie',
  'handshake.query.token',
  'query.token',
];
