import { Decimal } from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { AdminOutput } from '@meridian/protocol';
import { isCancelling } from '../chain/signer/cancel-send.js';
import { chainSends, withdrawals } from '../db/schema/index.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { said } from '../i18n/console/console-translate.js';
import type { CommandOutcome, PlainOutcome } from './command-types.js';

/** What an operator asks the signer to do with a send; it acts at its next step (chain/signer/operator-requests.ts). */
export type WalletSendAction = 'rebroadcast' | 'replace' | 'cancel';
type SendRow = typeof chainSends.$inferSelect;

const DONE_KEY = { rebroadcast: 'wallets.rebroadcastRequested', replace: 'wallets.replaceRequested', cancel: 'wallets.cancelRequested' } as const;

export async function walletSendOf(db: DbOrTx, id: number, lock = false): Promise<SendRow | undefined> {
  const query = db.select().from(chainSends).where(eq(chainSends.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What returns to the member if the send is cancelled: its withdrawal's amount (none for a sweep, gas or a move to cold). */
export async function refundAmountOf(db: DbOrTx, id: number): Promise<Decimal | null> {
  const send = await walletSendOf(db, id);
  if (send?.purpose !== 'withdrawal') return null;
  const [withdrawal] = await db.select({ amount: withdrawals.amount }).from(withdrawals).where(eq(withdrawals.orderNo, send.reference));
  return withdrawal === undefined ? null : new Decimal(withdrawal.amount);
}

/**
 * Why the signer cannot be asked this of the send, or null: it exists and is not final, it is not
 * being cancelled already, and there is a signed transaction to send again or replace (a queued
 * send has none; it can only be cancelled, which fails it at once).
 */
export function walletRequestRefusal(id: number, send: SendRow | undefined, action: WalletSendAction): PlainOutcome | null {
  if (send === undefined) return { ok: false, status: 404, ...said('wallets.noSend', { id }) };
  if (send.status === 'confirmed' || send.status === 'failed') return { ok: false, status: 409, ...said('wallets.final', { id, status: send.status }) };
  // A send being cancelled may still be broadcast again or replaced (a cancel stuck in its turn: it is a cancel that is replaced); cancelled twice, never.
  if (send.requestedAction === 'cancel' || (action === 'cancel' && isCancelling(send))) return { ok: false, status: 409, ...said('wallets.cancelling', { id }) };
  if (action !== 'cancel' && send.status === 'queued') return { ok: false, status: 409, ...said('wallets.notSigned', { id }) };
  return null;
}

/** Records the request on the send (checked again under its lock); the signer does it and clears it. */
export async function askSigner(tx: Tx, id: number, action: WalletSendAction, actor: string): Promise<CommandOutcome<AdminOutput<'wallets-rebroadcast'>>> {
  const send = await walletSendOf(tx, id, true);
  const refusal = walletRequestRefusal(id, send, action);
  if (refusal !== null || send === undefined) return refusal ?? { ok: false, status: 404, ...said('wallets.noSend', { id }) };
  await tx.update(chainSends).set({ requestedAction: action, requestedBy: actor, updatedAt: sql`now()` }).where(eq(chainSends.id, id));
  return {
    ok: true,
    ...said(DONE_KEY[action], { network: send.network, id, reference: send.reference }),
    data: { id, network: send.network, reference: send.reference, requestedAction: action },
  };
}
