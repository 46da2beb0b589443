import { z } from 'zod';

/**
 * An answer's shape as docs/console-api.md writes it, from the contract's schema:
 * `{items: {id, username, …}[], total, totalIsLowerBound?}`. A field of a plain value is its name
 * alone (amounts are strings, times ISO strings: the page says so once); objects and lists show
 * their fields, three levels deep.
 */
const DEPTH = 3;

/** The part of a JSON Schema the shapes read. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  const?: unknown;
}

const isJsonSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

/** The branches of a union, with `null` left out (a nullable field is written as the field). */
function branchesOf(schema: JsonSchema): JsonSchema[] {
  return (schema.anyOf ?? schema.oneOf ?? [schema]).filter((branch) => branch.type !== 'null');
}

/** Branches that are objects with the same fields (one setting per key) read as one object. */
function merged(branches: JsonSchema[]): JsonSchema | null {
  const [first, ...rest] = branches;
  if (first?.properties === undefined) return null;
  const keys = Object.keys(first.properties).join();
  return rest.every((branch) => branch.properties !== undefined && Object.keys(branch.properties).join() === keys) ? first : null;
}

function objectShape(schema: JsonSchema & { properties: Record<string, JsonSchema> }, depth: number, varying: Set<string>): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties).map(([name, field]) => {
    const label = required.has(name) ? name : `${name}?`;
    if (varying.has(name)) return `${label}: …`;
    // A list of plain values is its name and brackets: `recoveryCodes[]`.
    const [only] = branchesOf(field);
    if (only?.items !== undefined && shapeOf(only.items, depth + 1) === null) return `${label}[]`;
    const inner = shapeOf(field, depth + 1);
    return inner === null ? label : `${label}: ${inner}`;
  });
  return `{${fields.join(', ')}}`;
}

/** The shape of a value, or null for a plain one (a string, a number, anything). */
function shapeOf(schema: JsonSchema, depth: number): string | null {
  const branches = branchesOf(schema);
  if (branches.length > 1) {
    const same = merged(branches);
    if (same?.properties !== undefined) {
      const varying = new Set(Object.keys(same.properties).filter((key) => new Set(branches.map((branch) => JSON.stringify(branch.properties?.[key]))).size > 1));
      return objectShape({ ...same, properties: same.properties }, depth, varying);
    }
    const shapes = [...new Set(branches.map((branch) => shapeOf(branch, depth) ?? 'value'))];
    return shapes.join(' | ');
  }
  const [only] = branches;
  if (only === undefined) return null;
  if (depth > DEPTH && (only.properties !== undefined || only.items !== undefined)) return '…';
  if (only.properties !== undefined) return objectShape({ ...only, properties: only.properties }, depth, new Set());
  if (only.items !== undefined) {
    const item = shapeOf(only.items, depth + 1) ?? 'value';
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (isJsonSchema(only.additionalProperties)) return `{[key]: ${shapeOf(only.additionalProperties, depth + 1) ?? 'value'}}`;
  return null;
}

/** `{…}` of an answer's data; `—` when it has none. */
export function answerShape(schema: z.core.$ZodType): string {
  if (schema instanceof z.core.$ZodUndefined) return '—';
  const json: unknown = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return (isJsonSchema(json) ? shapeOf(json, 1) : null) ?? 'value';
}
