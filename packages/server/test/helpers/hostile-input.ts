import { z } from 'zod';

/**
 * What the hostile-input suites (test/http/hostile-member-input.test.ts,
 * test/admin/hostile-admin-input.test.ts) send: a valid payload made from a call's or a command's
 * own schema, with one field at a time replaced by a value meant to get past validation and break
 * the database or the arithmetic behind it.
 */

type Schema = z.core.$ZodType;
type Path = readonly string[];

export interface HostileValue {
  label: string;
  value: unknown;
  /** Never acceptable in any field: the answer must be a validation error, not merely not a crash. */
  isAlwaysInvalid?: true;
}

export const HOSTILE_VALUES: readonly HostileValue[] = [
  // PostgreSQL's text and jsonb cannot hold U+0000 at all.
  { label: 'a NUL inside text', value: 'a\u0000b', isAlwaysInvalid: true },
  // Half a character: text columns would keep U+FFFD in its place, jsonb refuses it outright.
  { label: 'a lone surrogate', value: 'a\uD800b', isAlwaysInvalid: true },
  { label: '2^31 (beyond int4)', value: 2 ** 31 },
  { label: '-2^31-1 (below int4)', value: -(2 ** 31) - 1 },
  { label: '2^53 (beyond a safe integer)', value: 2 ** 53 },
  { label: '1e308', value: 1e308 },
  { label: '-1', value: -1 },
  { label: '"1e400"', value: '1e400' },
  { label: 'an amount of 26 integer digits', value: '99999999999999999999999999.999' },
  { label: '"abc"', value: 'abc' },
  { label: '"NaN"', value: 'NaN' },
  { label: '"Infinity"', value: 'Infinity' },
  { label: 'an array', value: ['a'] },
  { label: 'an object', value: { a: 1 } },
];

/**
 * How a hostile value travels in a URL (a path segment or a query parameter), percent-encoded;
 * null for arrays and objects, and for a lone surrogate, which a URL cannot carry (its bytes are
 * not UTF-8: the router refuses the path, the query reads U+FFFD).
 */
export function urlEncodedOf(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || /\p{Cs}/u.test(value)) return null;
  return encodeURIComponent(value);
}

/** Tried in order for a leaf field: the first its schema accepts is the field's sample. */
const LEAF_CANDIDATES: readonly unknown[] = [
  'demo0001',
  'secret123',
  '1234',
  '100',
  'USDT',
  'BTC/USDT',
  'member@example.com',
  '+85291234567',
  '+08:00',
  '123456',
  'abcd-2345',
  'req-00000001',
  '/avatars/1.png',
  'data:image/png;base64,iVBORw0KGgo=',
  'Alice Smith',
  'Main Street 1',
  'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  'company',
  'a1',
  1,
  60,
  0,
  true,
  false,
  null,
];

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional, default, nullable… and on the input side of a pipe. */
function unwrapped(schema: Schema): Schema {
  const def = schema._zod.def as z.core.$ZodTypeDef & { innerType?: Schema; in?: Schema };
  if (WRAPPERS.has(def.type) && def.innerType !== undefined) return unwrapped(def.innerType);
  if (def.type === 'pipe' && def.in !== undefined) return unwrapped(def.in);
  return schema;
}

const isOptional = (schema: Schema) => schema._zod.optin === 'optional';

function shapeOf(schema: Schema): Readonly<Record<string, Schema>> | null {
  const inner = unwrapped(schema);
  return inner instanceof z.core.$ZodObject ? inner._zod.def.shape : null;
}

function optionsOf(schema: Schema): readonly Schema[] {
  const inner = unwrapped(schema);
  return inner instanceof z.core.$ZodUnion ? inner._zod.def.options : [];
}

/** A value `schema` accepts (its required fields only), or undefined when none was found. */
export function sampleOf(schema: Schema): unknown {
  const shape = shapeOf(schema);
  if (shape !== null) {
    const sampleFields = (entries: [string, Schema][]) => Object.fromEntries(entries.map(([key, field]) => [key, sampleOf(field)]));
    const required = sampleFields(Object.entries(shape).filter(([, field]) => !isOptional(field)));
    // Some objects want one of their optional fields (something to change, a card to pay to).
    return accepts(schema, required) ? required : sampleFields(Object.entries(shape));
  }
  // The option with the most fields first: the one whose fields all count (a delete ignores the rest).
  const options = [...optionsOf(schema)].sort((a, b) => fieldPaths(b).length - fieldPaths(a).length);
  for (const option of options) {
    const value = sampleOf(option);
    if (accepts(option, value)) return value;
  }
  const inner = unwrapped(schema);
  if (inner instanceof z.core.$ZodArray) return [];
  if (inner instanceof z.core.$ZodEnum) return Object.values(inner._zod.def.entries)[0];
  if (inner instanceof z.core.$ZodLiteral) return inner._zod.def.values[0];
  if (inner instanceof z.core.$ZodRecord) return {};
  return LEAF_CANDIDATES.find((candidate) => accepts(schema, candidate));
}

/** Whether `schema` accepts `value`; a schema that throws (a bug the suites look for) accepts nothing. */
function accepts(schema: Schema, value: unknown): boolean {
  try {
    return z.safeParse(schema, value).success;
  } catch {
    return false;
  }
}

/** Every field of an object schema, nested objects' fields too (a union's options' fields together). */
export function fieldPaths(schema: Schema, prefix: Path = []): Path[] {
  const shape = shapeOf(schema);
  if (shape !== null) {
    return Object.entries(shape).flatMap(([key, field]) => [[...prefix, key], ...fieldPaths(field, [...prefix, key])]);
  }
  const paths = optionsOf(schema).flatMap((option) => fieldPaths(option, prefix));
  return [...new Map(paths.map((path) => [path.join('.'), path])).values()];
}

/** A copy of `base` with `value` at `path` (objects along the way made when missing). */
export function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  return { ...object, [key]: withValueAt(object[key], rest, value) };
}

/** Whether the text holds a Han character: a zh-HK message that was translated, not left in English. */
export const hasHanCharacter = (text: string) => /\p{Script=Han}/u.test(text);
