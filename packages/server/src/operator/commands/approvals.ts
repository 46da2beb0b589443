import { count, eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES, APPROVAL_STATUSES } from '@meridian/protocol';
import { approvalRequests } from '../../db/schema/index.js';
import { PAGE_FLAGS, pageOrder, pageText, pageWindow } from '../command-paging.js';
import { approvalContexts } from '../approval-context.js';
import { makerReasonOf } from '../maker-reason.js';
import { defineRead } from '../command-types.js';

/** Commands held for a second operator (four eyes), newest first, with what the checker needs to decide. */
export const approvals = defineRead({
  name: 'approvals',
  fields: ADMIN_INPUTS.approvals,
  group: 'money',
  summary: 'adjustments, payments and changes of terms held for a second operator (four eyes)',
  line: { flags: { status: ['status', 'text', APPROVAL_STATUSES.join('|')], ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES.approvals,
  effect: async (tx, command) => {
    const where = command.status === undefined ? undefined : eq(approvalRequests.status, command.status);
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(approvalRequests)
        .where(where)
        .orderBy(...pageOrder(command, approvalRequests.id, approvalRequests.id))
        .limit(pageWindow(command).limit)
        .offset(pageWindow(command).offset),
      tx.select({ total: count() }).from(approvalRequests).where(where),
    ]);
    const contexts = await approvalContexts(tx, rows);
    const items = rows.map((row, index) => ({
      id: row.id,
      action: row.action,
      command: row.command,
      amount: row.amount,
      target: row.target,
      maker: row.maker,
      status: row.status,
      checker: row.checker,
      outcome: row.outcome,
      /** A held change of settings: the values it was asked against, to show beside the change. */
      basis: row.basis,
      /** The order a held payment pays (one approval waits per order). */
      orderNo: row.orderNo,
      /** Why the maker asked (an adjustment's or a held payment's reason), and the member and order as they are now. */
      reason: makerReasonOf(row.command),
      context: contexts[index] ?? { member: null, order: null },
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt === null ? null : row.decidedAt.toISOString(),
    }));
    const page = { items, total: total?.total ?? 0 };
    // The maker's reason on the line too: a checker at the command line decides on it, as the console's does.
    const lines = items.map(
      (a) =>
        `#${a.id}  ${a.createdAt}  ${a.action} ${a.target}  ${a.amount}  asked by ${a.maker}${a.reason === null ? '' : ` ("${a.reason}")`}  ${a.status}${a.checker === null ? '' : ` by ${a.checker}`}`,
    );
    return { ok: true, text: pageText(page, command, lines, 'Nothing is held for approval.'), data: page };
  },
});
