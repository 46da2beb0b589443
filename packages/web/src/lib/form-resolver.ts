import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { i18n } from '../i18n';
import type enUS from '../i18n/locales/en-US.json';

/** What a check without a message of its own says (zod's default text is English, or 'Invalid input' with no locale loaded). */
const INVALID_KEY = 'rule.invalid';
/** The protocol's message for an empty field, which a form may say in its own words. */
const REQUIRED_KEY = 'rule.required';

/**
 * Form checks use the protocol's own schemas, so the app refuses exactly what the server would.
 * A schema's messages are keys (`rule.password`); they become text here, in the current language.
 */
type RuleName = keyof typeof enUS.rule;

// Asked of the loaded catalog, not of en-US.json itself: importing that made every page with a
// form download the English texts as well, whatever the member's language.
function isRuleName(name: string): name is RuleName {
  return name !== '' && i18n.exists(`rule.${name}`);
}

/**
 * The text of one message of a form schema. The protocol's schemas speak in keys (`rule.password`),
 * which become text in the current language (anything unknown reads 'invalid'); the app's own
 * checks (a limit with its amount) are built with their text already translated.
 */
function fieldMessage(message: string): string {
  if (!message.startsWith('rule.')) return message;
  const name = message.slice('rule.'.length);
  return i18n.t(`rule.${isRuleName(name) ? name : 'invalid'}`);
}

/**
 * What an empty field asks for, per field ('Please enter your username.'), where the protocol's
 * generic 'This field is required.' would be vague.
 */
export type RequiredTexts<Input extends FieldValues> = Partial<Record<Extract<keyof Input, string>, string>>;

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

/** A field's own required text replaces the protocol's required key (only that message: a wrong value is said as the rule says). */
function sayRequired(errors: Record<string, unknown>, required: Readonly<Record<string, string | undefined>>): void {
  for (const [field, text] of Object.entries(required)) {
    const error = errors[field];
    if (text !== undefined && isRecord(error) && error.message === REQUIRED_KEY) error.message = text;
  }
}

/**
 * A rule about the whole form, not one field (zod's empty path, which the resolver files under
 * ''), becomes react-hook-form's `errors.root`: the form says it as a toast, not beside a field.
 */
function fileFormError(errors: Record<string, unknown>): void {
  const formError = errors[''];
  if (formError === undefined) return;
  errors.root = formError;
  Reflect.deleteProperty(errors, '');
}

/**
 * A react-hook-form resolver from a protocol schema (or one derived from it): the form submits the
 * schema's output, and each field's message is the first issue about it, as text the member reads.
 */
export function protocolResolver<Input extends FieldValues, Output>(schema: z.ZodMiniType<Output, Input>, required: RequiredTexts<Input> = {}): Resolver<Input, unknown, Output> {
  // The resolver knows a zod 4 schema by its `_zod` and calls the schema's own parseAsync, which a
  // zod/mini schema has as well; its issues are zod's, the same for both APIs.
  const resolve = zodResolver(schema, { error: () => INVALID_KEY });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    sayRequired(result.errors, required);
    fileFormError(result.errors);
    translateMessages(result.errors);
    return result;
  };
}
