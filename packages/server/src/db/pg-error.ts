/** SQLSTATE codes we act on. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';

export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The PostgreSQL error inside whatever wrapped it: drizzle wraps driver errors in DrizzleQueryError
 * (`cause`), and pg and PGlite both carry `code` and `constraint`.
 */
export function pgError(error: unknown): PgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      const constraint: unknown = Reflect.get(current, 'constraint');
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = Reflect.get(current, 'cause');
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = pgError(error);
  return info?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || info.constraint === constraint);
}
