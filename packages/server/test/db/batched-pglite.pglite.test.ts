import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { BatchedPGlite } from '../../src/db/batched-pglite.js';

let db: BatchedPGlite;

/** PGlite's own path on the same database: what the batched one must answer alike. */
function ownQuery(text: string, params?: unknown[], options?: QueryOptions) {
  return PGlite.prototype.query.call(db, text, params, options);
}

beforeAll(async () => {
  db = new BatchedPGlite();
  await db.exec(`create table things (
    id serial primary key, label text not null, amount numeric(30, 8), count bigint, flag boolean,
    at timestamptz, doc jsonb, tags text[] not null default '{}')`);
});

afterAll(async () => {
  await db.close();
});

describe('BatchedPGlite', () => {
  it('reads and writes plain parameters exactly as PGlite’s own query does', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const params = ['café ’quoted’ $1', '12.34500000', 9_007_199_254_740_993n, true, at, '{"a":[1,"x"]}'];
    const insert = 'insert into things (label, amount, count, flag, at, doc) values ($1, $2, $3, $4, $5, $6) returning id';
    const batched = await db.query<{ id: number }>(insert, params);
    const own = await ownQuery(insert, params);
    expect(batched.affectedRows).toBe(1);
    expect(batched.fields).toEqual(own.fields);
    const select = 'select label, amount, count, flag, at, doc, id > $1 as later from things where id = any($2::int[]) order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const ids = `{${[batched.rows[0]?.id, (own.rows[0] as { id: number }).id].join(',')}}`;
      const options = { rowMode, parsers: { 1184: (value: string) => value } };
      const [first, second] = (await db.query(select, [0, ids], options)).rows;
      expect(first).toEqual(second);
      expect(await db.query(select, [0, ids], options)).toEqual(await ownQuery(select, [0, ids], options));
    }
  });

  it('answers nulls, numbers and counts as PGlite does', async () => {
    const text = 'update things set amount = $1, flag = $2 where count = $3 or label = $4';
    const params = [null, undefined, 7, 'nobody'];
    expect(await db.query(text, params)).toEqual(await ownQuery(text, params));
    expect(await db.query('select $1::int + $2::int as sum, $3::text as nothing', [2, 3, null])).toEqual(
      await ownQuery('select $1::int + $2::int as sum, $3::text as nothing', [2, 3, null]),
    );
  });

  it('leaves arrays and objects to PGlite’s own serialisation', async () => {
    const text = 'insert into things (label, tags, doc) values ($1, $2, $3) returning tags, doc';
    const answer = await db.query(text, ['array', ['a', 'b,c'], { nested: { n: 1 } }]);
    expect(answer.rows).toEqual([{ tags: ['a', 'b,c'], doc: { nested: { n: 1 } } }]);
  });

  it('throws the database’s error with its SQLSTATE, and the session goes on', async () => {
    const failing = db.query('insert into things (label) values ($1)', [null]);
    await expect(failing).rejects.toMatchObject({ code: '23502', query: 'insert into things (label) values ($1)' });
    expect((await db.query('select $1::text as ok', ['yes'])).rows).toEqual([{ ok: 'yes' }]);
  });

  it('runs its queries inside PGlite’s transactions: a rollback undoes them, a commit keeps them', async () => {
    await db
      .transaction(async (tx) => {
        await tx.query('insert into things (label) values ($1)', ['rolled back']);
        throw new Error('refused');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await tx.query('insert into things (label) values ($1)', ['kept']);
      // A failed statement aborts the transaction as on PostgreSQL.
      await expect(tx.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
      await expect(tx.query('select 1')).rejects.toMatchObject({ code: '25P02' });
      await tx.rollback();
    });
    const kept = await db.query<{ label: string }>('select label from things where label = any($1::text[])', ['{kept,rolled back}']);
    expect(kept.rows).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.query('insert into things (label) values ($1)', ['kept']);
    });
    expect((await db.query('select label from things where label = $1', ['kept'])).rows).toEqual([{ label: 'kept' }]);
  });
});
