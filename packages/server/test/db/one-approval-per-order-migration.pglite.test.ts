import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../src/db/client.js';
import { migrationsUpTo } from '../helpers/migrations-up-to.js';

/**
 * An installation from before one approval per order (issue 36): a payment pressed twice waits
 * as two approvals, and one whose withdrawal was rejected meanwhile waits for ever. Brought up to
 * date, each order keeps its first approval, the others and those of decided orders are cancelled,
 * and the index that keeps it so can be made.
 */
const BEFORE = '0018_known_devices';
let earlierFolder: string;
let client: PGlite;

const approval = (orderNo: string | null) =>
  orderNo === null
    ? `('adjust', '{"name": "adjust", "username": "ann", "amount": "20000", "reason": "Goodwill"}', 20000, 'member:ann', 'console:maker')`
    : `('withdrawal-pay', '{"name": "withdrawal-pay", "orderNo": "${orderNo}"}', 20000, 'withdrawal:${orderNo}', 'console:maker')`;

beforeAll(async () => {
  earlierFolder = migrationsUpTo(BEFORE);
  client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: earlierFolder });
  await client.exec(`
    insert into members (username, password_hash, nickname, avatar, invite_code) values ('ann', 'x', 'Ann', '', 'ANN00001');
    insert into withdrawals (order_no, member_id, method, destination, status, amount, fee, tax, actual_amount, currency)
      select order_no, (select id from members), 'bank', 'HSBC ****9012', status, 20000, 0, 0, 20000, 'USDT'
      from (values ('WD-TWICE', 'pending'), ('WD-REJECTED', 'rejected'), ('WD-WAITING', 'pending')) as orders (order_no, status);
    insert into approval_requests (action, command, amount, target, maker) values
      ${approval('WD-TWICE')}, ${approval('WD-TWICE')}, ${approval('WD-REJECTED')}, ${approval('WD-WAITING')}, ${approval(null)};
  `);
}, 60_000);
afterAll(async () => {
  await client.close();
  rmSync(earlierFolder, { recursive: true, force: true });
});

describe('migration 0019 (one approval per order)', () => {
  it('keeps the first approval of each waiting order and cancels the rest', async () => {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const rows = (await client.query<{ id: number; order_no: string | null; status: string }>('select id, order_no, status from approval_requests order by id')).rows;
    expect(rows.map(({ order_no, status }) => [order_no, status])).toEqual([
      ['WD-TWICE', 'pending'],
      ['WD-TWICE', 'cancelled'],
      ['WD-REJECTED', 'cancelled'],
      ['WD-WAITING', 'pending'],
      [null, 'pending'],
    ]);
    // From now on the database refuses a second waiting approval of an order.
    await expect(client.exec(`insert into approval_requests (action, command, amount, target, maker, order_no) values ('withdrawal-pay', '{}', 1, 'withdrawal:WD-WAITING', 'cli:x', 'WD-WAITING')`)).rejects.toThrow();
  });
});
