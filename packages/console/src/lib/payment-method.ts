import type { TFunction } from 'i18next';

/** How money comes in (a recharge's mode) or goes out (a withdrawal's method), as the server names it. */
const METHODS = ['online', 'offline', 'crypto', 'bank', 'coin'] as const;
type Method = (typeof METHODS)[number];

const isMethod = (value: string): value is Method => (METHODS as readonly string[]).includes(value);

/**
 * A recharge's mode or a withdrawal's method in the operator's language. One the console does not
 * know yet (a server newer than the console) shows as the server wrote it, rather than not at all.
 */
export function methodLabel(t: TFunction, method: string | null): string {
  if (method === null) return '';
  return isMethod(method) ? t(`methods.${method}`) : method;
}
