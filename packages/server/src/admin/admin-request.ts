import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@meridian/protocol';
import { pathParamsOf, type AdminRoute, type BodySize } from '../operator/command-types.js';

/** How the admin API reads a request: its JSON body and its path and query parameters. */

/** A few fields; HTML up to 50,000 characters in any script; a base64 image of at most UPLOAD_MAX_BYTES; each with the rest of the request. */
export const BODY_LIMITS: Readonly<Record<BodySize, number>> = {
  small: 64 * 1024,
  content: 256 * 1024,
  image: Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024,
};

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

function stringParam(params: unknown, name: string): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const value: unknown = (params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** `?limit=` as a number (NaN when it is not digits, refused by the command's schema); absent: 20. */
function limitParam(query: unknown, name: string): number {
  const text = stringParam(query, name);
  if (text === undefined) return 20;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** Digits as a number; anything else NaN, which the command's schema refuses. */
const wholeNumber = (text: string): number => (/^\d{1,10}$/.test(text) ? Number(text) : Number.NaN);

/** A path parameter that is a number (NaN when it is not digits, refused by the command's schema). */
function numberParam(params: unknown, name: string): number {
  return wholeNumber(stringParam(params, name) ?? '');
}

/**
 * A product's or goods item's name travels as `name` in the request, but `name` is the command's
 * own name: it becomes `itemName`.
 */
function itemBody(body: Record<string, unknown>): Record<string, unknown> {
  const { name: itemName, ...rest } = body;
  return itemName === undefined ? rest : { ...rest, itemName };
}

/**
 * The command a request to `route` asks for, before its schema checks it: the body's fields (when
 * the route takes them), the query's, the path's, and the command's name last, so that no part
 * of the request can choose another command.
 */
export function candidateOf(route: AdminRoute, name: string, request: FastifyRequest, body: Record<string, unknown>): Record<string, unknown> & { name: string } {
  const fromBody = route.body === undefined ? {} : route.body === 'item' ? itemBody(body) : body;
  const fromQuery = Object.entries(route.query ?? {}).flatMap(([field, kind]): [string, unknown][] => {
    if (kind === 'limit') return [[field, limitParam(request.query, field)]];
    const text = stringParam(request.query, field);
    if (text === undefined || text === '') return [];
    return [[field, kind === 'int' ? wholeNumber(text) : text]];
  });
  const fromPath = pathParamsOf(route.path).map((param): [string, unknown] => [
    param,
    route.numbers?.includes(param) ? numberParam(request.params, param) : (stringParam(request.params, param) ?? ''),
  ]);
  return { ...fromBody, ...Object.fromEntries(fromQuery), ...Object.fromEntries(fromPath), name };
}
