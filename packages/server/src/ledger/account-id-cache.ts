import type { DbOrTx } from '../db/types.js';

/**
 * Ledger account ids this process has read, per database: an account is never deleted and its
 * code, kind and member never change, so an id read once stays right, and every money movement
 * saves the round trips that looked it up. Keyed per database so that several databases in one
 * process (tests) never share ids.
 *
 * One case can make an entry stale: an account opened in a transaction that then rolled back,
 * read back inside that transaction. Its id is never used again (sequences do not roll back), so
 * postEntry finds it missing when it locks the accounts, answers `unknown_account`, and has this
 * database's ids forgotten (`forgetAccountIds`): the next call reads them afresh.
 */
export interface AccountIdCache {
  /** Account code (`platform:fees`, `member:7:available`) → id. */
  readonly byCode: Map<string, number>;
}

/** Codes kept at most per database: members' accounts beyond this are read again, as before. */
const MAX_CODES = 200_000;

const caches = new WeakMap<object, AccountIdCache>();

/**
 * The object that stands for a database: drizzle gives a database and every transaction on it
 * (savepoints included) the same dialect object. null (no caching) if drizzle ever stops doing so.
 */
function databaseKey(db: DbOrTx): object | null {
  if (!('dialect' in db)) return null;
  const dialect: unknown = db.dialect;
  return typeof dialect === 'object' && dialect !== null ? dialect : null;
}

export function accountIdCache(db: DbOrTx): AccountIdCache | null {
  const key = databaseKey(db);
  if (key === null) return null;
  let cache = caches.get(key);
  if (!cache) {
    cache = { byCode: new Map() };
    caches.set(key, cache);
  }
  return cache;
}

export function rememberAccountId(db: DbOrTx, code: string, id: number): void {
  const cache = accountIdCache(db);
  if (!cache) return;
  // A bounded memory: past the limit, start afresh rather than grow without end.
  if (cache.byCode.size >= MAX_CODES) cache.byCode.clear();
  cache.byCode.set(code, id);
}

export function cachedAccountId(db: DbOrTx, code: string): number | undefined {
  return accountIdCache(db)?.byCode.get(code);
}

/** After an account named by a cached id turned out missing: read every id of this database again. */
export function forgetAccountIds(db: DbOrTx): void {
  accountIdCache(db)?.byCode.clear();
}
