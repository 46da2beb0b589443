import type { FastifyReply, FastifyRequest } from 'fastify';

/** How the admin API reads a request: its JSON body and its path and query parameters. */

/** The JSON body as an object; an empty body is `{}`. null when it is not a JSON object. */
export function bodyObject(body: unknown): Record<string, unknown> | null {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'string') return null;
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function stringParam(params: unknown, name: string): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const value: unknown = (params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** `?limit=` as a number (NaN when it is not digits, refused by the command's schema); absent: 20. */
export function limitParam(query: unknown): number {
  const text = stringParam(query, 'limit');
  if (text === undefined) return 20;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export type CandidateOf = (request: FastifyRequest, body: Record<string, unknown>) => Record<string, unknown> & { name: string };


/** A path parameter that is an id (NaN when it is not digits, refused by the command's schema). */
export function idParam(params: unknown, name = 'id'): number {
  const text = stringParam(params, name) ?? '';
  return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
}

/** Runs one route's command: the request becomes a command checked by the schema the CLI's commands pass. */
export type RunRoute = (request: FastifyRequest, reply: FastifyReply, candidateOf: CandidateOf) => Promise<FastifyReply>;
