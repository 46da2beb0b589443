import { CODE, type TWithdrawRequest } from '@meridian/protocol';
import type { MemberRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import type { MessageKey } from '../../i18n/translate.js';
import type { TWithdrawSettings } from '../../settings/withdraw-settings.js';
import { checkCoinAddress, type CoinAddressProblem } from './coin-address.js';
import { activeBankCards, type BankCardRow } from './member-bank-cards.js';
import { bankDestination, coinDestination } from './withdrawal-view.js';

/** Each thing that can be wrong with the profile's USDT address, said as what to fix. */
const COIN_PROBLEM_MESSAGE: Record<CoinAddressProblem, MessageKey> = {
  'no-address': 'error.coinAddressRequired',
  'no-network': 'error.coinNetworkRequired',
  'network-closed': 'error.coinNetworkClosed',
  'address-shape': 'error.coinAddressInvalid',
};

export interface PayoutDestination {
  bankCardId: number | null;
  /** The full destination, copied onto the withdrawal as it is now. */
  destination: string;
  /** The card as read here, for the answer (null for a coin address). */
  card: BankCardRow | null;
}

/**
 * Where the money goes: one of the member's own bound cards, or the USDT address in their profile
 * on a network the operator pays out on, in that network's address shape. Without either the app
 * is told to bind one first (PAYOUT_ACCOUNT_REQUIRED, `data.account` saying which, and for a coin
 * address `data.problem` what is wrong with it: missing, no network, a closed network, the shape).
 */
export async function payoutDestination(
  db: DbOrTx,
  member: MemberRow,
  request: Pick<TWithdrawRequest, 'method' | 'bankCardId'>,
  settings: TWithdrawSettings,
): Promise<PayoutDestination> {
  if (request.method === 'bank') {
    // One read of the member's bound cards answers both questions: is there any, and is this one of them.
    const cards = request.bankCardId === undefined ? [] : await activeBankCards(db, member.id);
    if (cards.length === 0) throw new AppError(CODE.PAYOUT_ACCOUNT_REQUIRED, 'error.bankCardRequired', {}, { account: 'bank' });
    // Another member's card is "not found" too.
    const card = cards.find((candidate) => candidate.id === request.bankCardId);
    if (!card) throw new AppError(CODE.NOT_FOUND, 'error.bankCardNotFound');
    return { bankCardId: card.id, destination: bankDestination(card), card };
  }
  const coin = checkCoinAddress(settings, member.usdtAddress, member.network);
  if (!coin.ok) {
    throw new AppError(CODE.PAYOUT_ACCOUNT_REQUIRED, COIN_PROBLEM_MESSAGE[coin.problem], { network: coin.network, networks: coin.networks }, { account: 'coin', problem: coin.problem });
  }
  return { bankCardId: null, destination: coinDestination(coin.network.network, member.usdtAddress), card: null };
}
