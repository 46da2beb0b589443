import { z } from 'zod';
import { controlCharacterPath } from '@meridian/protocol';

/**
 * `schema` with one more check on what it accepted: no text in it, at any depth and keys included,
 * may hold a control character (protocol rules/text-characters.ts), refused with `message` at its
 * path. Added once to every member call's payload (define-call.ts) and every operator command
 * (command-registry.ts) rather than to each of their fields: PostgreSQL text cannot hold U+0000,
 * so a NUL that got past a field's own rules reached the database as an internal error.
 */
export function refusingControlCharacters<Schema extends z.core.$ZodType>(schema: Schema, message: string): Schema {
  const check = z.superRefine((value: unknown, context) => {
    const path = controlCharacterPath(value);
    if (path !== null) context.addIssue({ code: 'custom', message, path, input: value });
  });
  return z.clone(schema, { ...schema._zod.def, checks: [...(schema._zod.def.checks ?? []), check] });
}
