import type { TBankCard, TWithdrawMethod } from '@meridian/protocol';

/** One place a withdrawal can go: a bank card, or the member's USDT address. */
export type PayoutOption =
  | { key: string; method: 'bank'; card: TBankCard }
  | { key: 'coin'; method: 'coin'; address: string; network: string };

export interface CoinAddress {
  usdtAddress: string;
  network: string;
}

/** The member's bank cards, then the USDT address when one is set in the profile. */
export function payoutOptions(cards: readonly TBankCard[], coin: CoinAddress | undefined): PayoutOption[] {
  const options: PayoutOption[] = cards.map((card) => ({ key: `bank-${card.id}`, method: 'bank', card }));
  if (coin !== undefined && coin.usdtAddress !== '') {
    options.push({ key: 'coin', method: 'coin', address: coin.usdtAddress, network: coin.network });
  }
  return options;
}

/** The fields of the withdraw call that say where the money goes. */
export function payoutTarget(option: PayoutOption): { method: TWithdrawMethod; bankCardId?: number } {
  return option.method === 'bank' ? { method: 'bank', bankCardId: option.card.id } : { method: 'coin' };
}

/** A long address, short enough for a row, with both ends kept to check it by: `TQn9Y2…hX4kP`. */
export function shortAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 6)}…${address.slice(-5)}`;
}
