import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { ruleMessage } from './form-validation';

/** What a check without a message of its own says (zod's default text is English, or 'Invalid input' with no locale loaded). */
const INVALID_KEY = 'rule.invalid';

/**
 * The text of one message of a form schema. The protocol's schemas speak in keys (`rule.password`),
 * which become text in the current language; the app's own checks (a limit with its amount) are
 * built with their text already translated.
 */
function fieldMessage(message: string): string {
  return message.startsWith('rule.') ? ruleMessage(message) : message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Replaces every message in react-hook-form's error tree (nested objects and arrays) by its text. */
function translateMessages(errors: Record<string, unknown>): void {
  for (const [key, entry] of Object.entries(errors)) {
    // `ref` is the field's element: nothing in it is a message.
    if (key === 'ref' || !isRecord(entry)) continue;
    if (typeof entry.message === 'string') entry.message = fieldMessage(entry.message);
    translateMessages(entry);
  }
}

/**
 * A react-hook-form resolver from a protocol schema (or one derived from it): the form submits the
 * schema's output, and each field's message is the first issue about it, as text the member reads.
 */
export function protocolResolver<Input extends FieldValues, Output>(schema: z.ZodMiniType<Output, Input>): Resolver<Input, unknown, Output> {
  // The resolver knows a zod 4 schema by its `_zod` and calls the schema's own parseAsync, which a
  // zod/mini schema has as well; its issues are zod's, the same for both APIs.
  const resolve = zodResolver(schema, { error: () => INVALID_KEY });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateMessages(result.errors);
    return result;
  };
}
