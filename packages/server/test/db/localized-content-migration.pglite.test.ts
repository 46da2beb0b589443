import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../src/db/client.js';
import { migrationsUpTo } from '../helpers/migrations-up-to.js';

/**
 * An installation from before texts had languages: migrated up to 0005, with content written as
 * plain text, then brought up to date. Every text becomes its en-US version, in place.
 */
const LAST_PLAIN_TEXT_MIGRATION = '0005_contract_due_order';
let earlierFolder: string;
let client: PGlite;

beforeAll(async () => {
  earlierFolder = migrationsUpTo(LAST_PLAIN_TEXT_MIGRATION);
  client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: earlierFolder });
  await client.exec(`
    insert into notices (title, content) values ('Old notice', '<p>Written long ago</p>');
    insert into slides (title, image) values ('Old banner', '/media/banners/1.svg');
    insert into goods_items (name, image, price, currency) values ('Old mug', '/media/goods/3.png', 25, 'USDT');
    insert into mining_products (name, price, currency, daily_rate, lock_days, single_limit) values ('Old rig', 100, 'USDT', 1.2, 3, 5);
    insert into activities (title, image, content) values ('Old activity', '/media/activities/1.png', '<p>Rules</p>');
    insert into letters (title, content) values ('Old letter', '<p>Hello</p>');
  `);
}, 60_000);
afterAll(async () => {
  await client.close();
  rmSync(earlierFolder, { recursive: true, force: true });
});

describe('migration 0006 (texts per language)', () => {
  it('turns every existing text into its en-US version, keeping the words', async () => {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const read = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows[0];
    expect(await read('select title, content from notices')).toEqual({ title: { 'en-US': 'Old notice' }, content: { 'en-US': '<p>Written long ago</p>' } });
    expect(await read('select title from slides')).toEqual({ title: { 'en-US': 'Old banner' } });
    expect(await read('select name from goods_items')).toEqual({ name: { 'en-US': 'Old mug' } });
    expect(await read('select name from mining_products')).toEqual({ name: { 'en-US': 'Old rig' } });
    // The summary had an empty default: it stays empty, now as the en-US version.
    expect(await read('select title, summary, content from activities')).toEqual({
      title: { 'en-US': 'Old activity' },
      summary: { 'en-US': '' },
      content: { 'en-US': '<p>Rules</p>' },
    });
    expect(await read('select title, content from letters')).toEqual({ title: { 'en-US': 'Old letter' }, content: { 'en-US': '<p>Hello</p>' } });
    expect(await read(`select data_type from information_schema.columns where table_name = 'goods_orders' and column_name = 'goods_name'`)).toEqual({ data_type: 'jsonb' });
  });
});
