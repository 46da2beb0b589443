import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';

/**
 * Prepared statements for the console's busiest lists (members, bills). Building a drizzle query
 * and turning it into SQL cost about as much as PostgreSQL's own work on a first page (0.35 ms
 * against 0.4: bench:console's profile); a list's statement depends only on which filters are
 * given, its sort and its order, so it is built once per such shape and database, and each request
 * sends only its values. PostgreSQL also keeps the parsed statement per connection (a named
 * prepared statement in node-postgres).
 *
 * A list builds its conditions with `StatementValues.value`, which records the value and stands a
 * placeholder in its place; the shape's key is the list's name, the names of the values given and
 * whatever else changes the statement's text (the sort, the order, a type written into the SQL).
 * Everything that changes the text must be in the key: two shapes under one key would answer one
 * with the other's statement.
 */
export interface ConditionValues {
  /** The value as a condition takes it: a placeholder of a prepared statement, or the value itself. */
  value<T>(name: string, value: T): T | Placeholder;
}

/** Values written into a one-off query (an export's batch, the command line): no statement is kept. */
export const INLINE_VALUES: ConditionValues = { value: <T>(_name: string, value: T) => value };

export class StatementValues implements ConditionValues {
  readonly values: Record<string, unknown> = {};

  /** A value sent beside the statement, not written into it. */
  value(name: string, value: unknown): Placeholder {
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** The names of the values given, in the order the conditions asked for them. */
  get names(): string {
    return Object.keys(this.values).join(',');
  }
}

/**
 * One cache of statements of a kind, per database (a transaction gets its own, dropped with it).
 * `make` receives the statement's name: short and unique per shape, as PostgreSQL wants.
 */
export function statementCache<Statement>(list: string): (db: DbOrTx, shape: readonly string[], make: (name: string) => Statement) => Statement {
  const byDatabase = new WeakMap<DbOrTx, Map<string, Statement>>();
  return (db, shape, make) => {
    const key = shape.join('|');
    let statements = byDatabase.get(db);
    if (statements === undefined) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    let statement = statements.get(key);
    if (statement === undefined) {
      statement = make(`${list}_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`);
      statements.set(key, statement);
    }
    return statement;
  };
}
