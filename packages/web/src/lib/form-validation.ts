import type { ZodMiniType } from 'zod/mini';
import { i18n } from '../i18n';
import type enUS from '../i18n/locales/en-US.json';

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

/** The text for a protocol message key; anything unknown (zod's own defaults) reads 'invalid'. */
export function ruleMessage(messageKey: string): string {
  const name = messageKey.startsWith('rule.') ? messageKey.slice('rule.'.length) : '';
  return i18n.t(`rule.${isRuleName(name) ? name : 'invalid'}`);
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Validation<T, F extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<F>; /** A rule about the whole form, not one field. */ formError: string | null };

/**
 * Validates a form's values; each field gets the first message about it. `required` names what
 * an empty field asks for ('Please enter your username'), where the generic text would be vague.
 */
export function validateForm<T, F extends string>(
  schema: ZodMiniType<T>,
  values: unknown,
  fields: readonly F[],
  required: Partial<Record<F, string>> = {},
): Validation<T, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<F> = {};
  let formError: string | null = null;
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field === undefined) {
      formError ??= ruleMessage(issue.message);
    } else {
      errors[field] ??= (issue.message === 'rule.required' ? required[field] : undefined) ?? ruleMessage(issue.message);
    }
  }
  return { ok: false, errors, formError };
}
