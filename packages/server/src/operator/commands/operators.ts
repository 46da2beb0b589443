import { asc, count, sql } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { operators } from '../../db/schema/index.js';
import { PAGE_FLAGS, pageOrder, pageText, pageWindow } from '../command-paging.js';
import { defineRead } from '../command-types.js';

/** The console's operators: who they are, their role, whether they have enrolled and when they last signed in. */
export const operatorsList = defineRead({
  name: 'operators',
  fields: ADMIN_INPUTS.operators,
  group: 'system',
  summary: 'console operators, their roles and last sign-in',
  line: { flags: PAGE_FLAGS, fixed: { order: 'asc' } },
  routes: ADMIN_ROUTES.operators,
  effect: async (tx, command) => {
    const sortColumn = command.sort === 'id' ? operators.id : sql`lower(${operators.username})`;
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(operators)
        .orderBy(...pageOrder(command, sortColumn, operators.id), asc(operators.id))
        .limit(pageWindow(command).limit)
        .offset(pageWindow(command).offset),
      tx.select({ total: count() }).from(operators),
    ]);
    const items = rows.map((row) => ({
      username: row.username,
      role: row.role,
      disabled: row.disabled,
      enrolled: row.totpSecret !== null && !row.mustChangePassword,
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt === null ? null : row.lastLoginAt.toISOString(),
    }));
    const page = { items, total: total?.total ?? 0 };
    const lines = items.map((o) => `${o.username}  ${o.role}${o.disabled ? '  disabled' : ''}${o.enrolled ? '' : '  (not signed in yet)'}  last sign-in ${o.lastLoginAt ?? 'never'}`);
    return { ok: true, text: pageText(page, command, lines, 'No operator yet: add one with operator-add.'), data: page };
  },
});
