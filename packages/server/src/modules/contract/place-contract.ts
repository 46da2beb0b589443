import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { CODE, type TContractOrder, type TSignContractRequest } from '@meridian/protocol';
import { contractOrders } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { memberAccountIds } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { LedgerError, postEntry } from '../../ledger/post-entry.js';
import type { PriceTick } from '../../market/candles.js';
import { newOrderNumber } from '../../money/order-number.js';
import { checkContractLimits } from '../limit/check-contract-limits.js';
import type { TContractSecondsSetting } from '../../settings/contract-settings.js';
import { toContractOrder } from './contract-view.js';

export interface ContractToPlace {
  memberId: number;
  request: Pick<TSignContractRequest, 'allname' | 'direction' | 'amount'>;
  option: TContractSecondsSetting;
  currency: string;
  /** The recorded tick the purchase price is. */
  purchaseTick: PriceTick;
}

/** The second a tick was recorded in: contracts run from whole seconds, as the K-line shows them. */
export function tickSecond(atMs: number): number {
  return Math.floor(atMs / 1000) * 1000;
}

/**
 * Records a running contract and holds its stake (available → held) in one journal entry, inside
 * the caller's transaction (runOnce's), once the member's own limits allow it (their limits row
 * locked until commit, so a concurrent contract of theirs is checked after this one counts).
 * Whether the money is there is the ledger's CHECK to say, not a read made before that another
 * movement could make stale.
 */
export async function placeContract(tx: Tx, contract: ContractToPlace, nowMs: number): Promise<TContractOrder> {
  const { memberId, request, option, currency, purchaseTick } = contract;
  const amount = new Decimal(request.amount);
  await checkContractLimits(tx, { memberId, stake: amount, currency }, nowMs);
  const accounts = await memberAccountIds(tx, memberId);
  if (!accounts) throw new Error(`member ${memberId} has no ledger accounts`);
  const orderNo = newOrderNumber('CT', new Date(nowMs));

  const [row] = await tx
    .insert(contractOrders)
    .values({
      orderNo,
      memberId,
      allname: request.allname,
      direction: request.direction,
      seconds: option.seconds,
      yieldPercent: option.yieldPercent,
      amount: amount.toFixed(),
      currency,
      purchasePrice: purchaseTick.price,
      purchaseTickAt: purchaseTick.at,
      expiresAt: tickSecond(purchaseTick.at) + option.seconds * 1000,
      status: 'running',
      createdAt: new Date(nowMs),
    })
    .returning();
  if (!row) throw new Error('contract insert returned nothing');

  let holdEntryId: number;
  try {
    const posted = await postEntry(tx, {
      kind: 'contract_hold',
      requestId: requestIdOf('contract_hold', orderNo),
      memo: `contract ${orderNo} signed`,
      cause: { type: 'contract', id: orderNo },
      postings: [
        { accountId: accounts.available, amount: ledgerAmount(amount.negated()) },
        { accountId: accounts.held, amount: ledgerAmount(amount) },
      ],
    });
    holdEntryId = posted.entryId;
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
      throw new AppError(CODE.CONTRACT_BALANCE_LOW, 'error.contractBalanceLow');
    }
    throw error;
  }
  const [held] = await tx.update(contractOrders).set({ holdEntryId }).where(eq(contractOrders.id, row.id)).returning();
  return toContractOrder(held ?? row);
}
