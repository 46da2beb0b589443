import { parseTransaction, type Hex, type TransactionReceipt } from 'viem';
import type { ChainSendRow, SignedTransfer } from './send-store.js';
import { signSend, type Fees } from './sign-send.js';
import { signingAccount, type SignerContext } from './signer-context.js';

/**
 * An operator's cancel of a stuck send (the console's Wallets screen, four eyes): a transfer of
 * nothing from the sending address to itself at the send's nonce, with higher fees, replacing the
 * transfer. One nonce is mined once: either the cancel is (the send fails with this reason, and its
 * withdrawal is refunded) or the transfer is (it is paid). Never both.
 */
export const CANCELLED_BY_OPERATOR = 'cancelled by operator';

/** Whether the send's current signed transaction is a cancel (a transaction to its own sender): told apart by what it is, nothing stored beside it. */
export function isCancelling(send: Pick<ChainSendRow, 'rawTx' | 'fromAddress'>): boolean {
  if (send.rawTx === '' || send.fromAddress === '') return false;
  try {
    const to = parseTransaction(send.rawTx as Hex).to;
    return to !== undefined && to !== null && to.toLowerCase() === send.fromAddress.toLowerCase();
  } catch {
    // Not a transaction this signer signed (a row written by hand): not a cancel either.
    return false;
  }
}

/** Signs the cancel of a send at its nonce: nothing to the sender itself, which pays only the gas. */
export function signCancel(context: SignerContext, send: Pick<ChainSendRow, 'id' | 'wallet' | 'fromIndex'>, nonce: number, fees: Fees): Promise<SignedTransfer> {
  return signSend(context, { ...send, asset: 'native', toAddress: signingAccount(context, send).address, units: '0' }, nonce, fees);
}

/** How a mined send ends: paid, reverted, or, when what was mined is its cancel, failed by the operator's word. */
export function minedOutcome(receipt: Pick<TransactionReceipt, 'status' | 'from' | 'to'>): { status: 'confirmed' } | { status: 'failed'; failure: string } {
  if (receipt.status !== 'success') return { status: 'failed', failure: 'reverted' };
  const isCancel = receipt.to !== null && receipt.to.toLowerCase() === receipt.from.toLowerCase();
  return isCancel ? { status: 'failed', failure: CANCELLED_BY_OPERATOR } : { status: 'confirmed' };
}
