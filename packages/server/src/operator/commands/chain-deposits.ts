import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES, CHAIN_DEPOSIT_FILTERS, type AdminInput } from '@meridian/protocol';
import { chainDeposits, members } from '../../db/schema/index.js';
import { PAGE_FLAGS, pageAndTotal, pageOrder, pageText, pageWindow, tableTotal } from '../command-paging.js';
import { defineRead } from '../command-types.js';

/** `reorged` is a credited deposit whose block a re-org removed; any other filter is the stored status. */
function depositFilter(command: AdminInput<'chain-deposits'>): SQL | undefined {
  const { status } = command;
  const byStatus = status === undefined ? undefined : status === 'reorged' ? isNotNull(chainDeposits.reorgedAt) : eq(chainDeposits.status, status);
  return and(command.network === undefined ? undefined : eq(chainDeposits.network, command.network), byStatus);
}

/** The deposits the chain watchers recorded, newest first, by network and status, with the member each is credited to. */
export const chainDepositsList = defineRead({
  name: 'chain-deposits',
  fields: ADMIN_INPUTS['chain-deposits'],
  group: 'money',
  summary: 'deposits the chain watchers recorded (newest first), by network and status (seen: confirming, reorged: credited then removed by a re-org)',
  line: { words: ['chain', 'deposits'], flags: { network: ['network', 'text', '<network>'], status: ['status', 'text', CHAIN_DEPOSIT_FILTERS.join('|')], ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES['chain-deposits'],
  effect: async (db, command) => {
    const where = depositFilter(command);
    const { limit, offset } = pageWindow(command);
    const rows = db
      .select({ deposit: chainDeposits, username: members.username })
      .from(chainDeposits)
      .leftJoin(members, eq(members.id, chainDeposits.memberId))
      .where(where)
      .orderBy(...pageOrder(command, chainDeposits.id, chainDeposits.id))
      .limit(limit)
      .offset(offset);
    const [page, total] = await pageAndTotal(command, rows, () => tableTotal(db, command, chainDeposits, where));
    const items = page.map(({ deposit, username }) => ({
      id: deposit.id,
      network: deposit.network,
      memberId: deposit.memberId,
      username,
      amount: deposit.amount,
      txHash: deposit.txHash,
      logIndex: deposit.logIndex,
      blockNumber: deposit.blockNumber,
      fromAddress: deposit.fromAddress,
      toAddress: deposit.toAddress,
      confirmations: deposit.confirmations,
      status: deposit.status,
      unmatchedReason: deposit.unmatchedReason,
      reorgedAt: deposit.reorgedAt === null ? null : deposit.reorgedAt.toISOString(),
      orderNo: deposit.orderNo,
      createdAt: deposit.createdAt.toISOString(),
    }));
    const answer = { items, ...total };
    const lines = items.map((d) => `#${d.id}  ${d.network}  ${d.txHash}#${d.logIndex}  block ${d.blockNumber}  ${d.amount}  ${d.username ?? d.toAddress}  ${d.status}${d.unmatchedReason === '' ? '' : ` (${d.unmatchedReason})`}${d.reorgedAt === null ? '' : '  RE-ORGED'}`);
    return { ok: true, text: pageText(answer, command, lines, 'No chain deposit matches.'), data: answer };
  },
});
