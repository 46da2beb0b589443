import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES, type AdminInput, type AdminOutput } from '@meridian/protocol';
import { creditDepositToMember } from '../../chain/watcher/credit-chain-deposit.js';
import { announceDepositChanges } from '../../chain/watcher/deposit-pushes.js';
import type { ChainDepositRow } from '../../chain/watcher/chain-deposit-store.js';
import type { InvalidationTarget } from '../../db/invalidation-bus.js';
import { chainCursors, chainDeposits } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/types.js';
import { said } from '../../i18n/console/console-translate.js';
import { findMemberByUsername } from '../../modules/member/member-store.js';
import { depositWorth } from '../chain-deposit-worth.js';
import { defineCommand, type CommandOutcome, type PlainOutcome } from '../command-types.js';
import { REQUEST_ID_FLAG } from '../operator-requests.js';

type Credit = AdminInput<'chain-deposit-credit'>;

const depositOf = async (db: DbOrTx, id: number, lock = false): Promise<ChainDepositRow | undefined> => {
  const query = db.select().from(chainDeposits).where(eq(chainDeposits.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

/** Why this deposit cannot be credited by hand now, or null: it is unmatched and confirmed, its network not halted, the member and a rate exist. */
async function refusalOf(db: DbOrTx, command: Credit, deposit: ChainDepositRow | undefined): Promise<PlainOutcome | null> {
  if (deposit === undefined) return { ok: false, status: 404, ...said('chainCredit.noDeposit', { id: command.id }) };
  if (deposit.status === 'credited') return { ok: false, status: 409, ...said('chainCredit.alreadyCredited', { id: deposit.id, orderNo: deposit.orderNo ?? '' }) };
  if (deposit.status !== 'unmatched') return { ok: false, status: 409, ...said('chainCredit.notUnmatched', { id: deposit.id, status: deposit.status }) };
  const [cursor] = await db.select({ haltedAt: chainCursors.haltedAt, confirmationsNeeded: chainCursors.confirmationsNeeded }).from(chainCursors).where(eq(chainCursors.network, deposit.network));
  if (cursor?.haltedAt != null) return { ok: false, ...said('chainCredit.halted', { network: deposit.network }) };
  // A re-org can still take a deposit without its confirmations away: credited by hand, the money would stay.
  const needed = cursor?.confirmationsNeeded ?? 0;
  if (deposit.confirmations < needed) return { ok: false, status: 409, ...said('chainCredit.confirming', { id: deposit.id, count: deposit.confirmations, needed }) };
  if ((await findMemberByUsername(db, command.username)) === null) return { ok: false, status: 404, ...said('adjust.noMember', { username: command.username }) };
  const worth = await depositWorth(db, deposit);
  if (worth.kind === 'no_channel') return { ok: false, ...said('chainCredit.noChannel', { network: deposit.network }) };
  if (worth.kind === 'nothing') return { ok: false, ...said('chainCredit.worthNothing', { amount: deposit.amount }) };
  return null;
}

/**
 * Credits an unmatched deposit to the member the operator names, through the ledger, exactly once:
 * the deposit locked and checked again, then the watcher's own credit (creditDepositToMember: the
 * order number derived from the deposit's key, so nothing credits it twice).
 */
async function creditByHand(tx: Tx, command: Credit, actor: string, caches?: InvalidationTarget): Promise<CommandOutcome<AdminOutput<'chain-deposit-credit'>>> {
  const deposit = await depositOf(tx, command.id, true);
  const refusal = await refusalOf(tx, command, deposit);
  if (refusal !== null) return refusal;
  const member = await findMemberByUsername(tx, command.username);
  const worth = deposit === undefined ? null : await depositWorth(tx, deposit);
  if (deposit === undefined || member === null || worth?.kind !== 'credit') throw new Error('checked by refusalOf');
  const credited = await creditDepositToMember(tx, deposit, {
    memberId: member.id,
    channelCode: worth.channelCode,
    value: worth.value,
    currency: worth.currency,
    memo: `chain deposit ${deposit.network} ${deposit.txHash}#${deposit.logIndex} credited by ${actor}: ${command.reason}`,
    confirmationsNeeded: deposit.confirmations,
    ...(caches === undefined ? {} : { caches }),
  });
  if ('claimedBy' in credited) return { ok: false, status: 409, ...said('chainCredit.claimedByOrder', { id: deposit.id, orderNo: credited.claimedBy }) };
  await announceDepositChanges(tx, [credited.row], deposit.confirmations);
  return {
    ok: true,
    ...said('chainCredit.done', { id: deposit.id, username: member.username, amount: worth.value.amount, currency: worth.currency, orderNo: credited.orderNo }),
    data: { depositId: deposit.id, orderNo: credited.orderNo, entryId: credited.entryId, memberId: member.id, amount: worth.value.amount, currency: worth.currency },
  };
}

export const chainDepositCredit = defineCommand({
  name: 'chain-deposit-credit',
  fields: ADMIN_INPUTS['chain-deposit-credit'],
  group: 'money',
  summary: 'credit an unmatched chain deposit to a member, with a reason (once; held for a second operator above the adjustment limit)',
  line: {
    words: ['chain', 'credit'],
    positionals: [
      { field: 'id', label: 'deposit id', kind: 'int' },
      { field: 'username', label: 'username' },
      { field: 'reason', label: 'reason', rest: true },
    ],
    flags: REQUEST_ID_FLAG,
  },
  routes: ADMIN_ROUTES['chain-deposit-credit'],
  audit: { target: (command) => `chain-deposit:${command.id}`, keepsResult: true },
  // As an adjustment: money the ledger gives a member on an operator's word.
  fourEyes: {
    kind: 'adjustment',
    amount: async (tx, command) => {
      const deposit = await depositOf(tx, command.id);
      const worth = deposit === undefined ? null : await depositWorth(tx, deposit);
      return worth?.kind === 'credit' ? new Decimal(worth.value.amount) : null;
    },
    // One approval waits per deposit, however often it is asked.
    orderOf: (command) => `chain-deposit-${command.id}`,
  },
  precheck: async (tx, command) => refusalOf(tx, command, await depositOf(tx, command.id)),
  once: 'required',
  effect: (tx, command, { actor, caches }) => creditByHand(tx, command, actor, caches),
});
