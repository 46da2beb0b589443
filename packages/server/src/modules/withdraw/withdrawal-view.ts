import { Decimal } from 'decimal.js';
import { explorerTxUrl, type ExplorerLinks } from '../../chain/chain-config.js';
import { ZWithdrawalStatus, ZWithdrawMethod, formatAmount, type TWithdrawal } from '@meridian/protocol';
import type { withdrawals } from '../../db/schema/index.js';
import { maskTail } from './bank-card-view.js';
import type { BankCardRow } from './member-bank-cards.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Where a withdrawal goes, written in full for the operator who pays it. */
export function bankDestination(card: BankCardRow): string {
  return [card.bankName, card.holder, card.account, ...(card.iban ? [`IBAN ${card.iban}`] : [])].join(' · ');
}

export function coinDestination(network: string, address: string): string {
  return `${network} ${address}`;
}

/** A coin withdrawal's network and address, read back from the destination `coinDestination` wrote ("ERC20 0x…"). */
export function coinDestinationOf(row: Pick<WithdrawalRow, 'method' | 'destination'>): { network: string; address: string } | null {
  if (row.method !== 'coin') return null;
  const [network = '', address = ''] = row.destination.split(' ');
  return network === '' || address === '' ? null : { network, address };
}

/** A card as the member sees it named: its bank and the account's last digits. */
export function maskedCard(card: BankCardRow): string {
  return `${card.bankName} ${maskTail(card.account)}`;
}

/** A coin address as the member sees it named: its network and the address shortened. */
export function shortCoinAddress(network: string, address: string): string {
  return address.length > 12 ? `${network} ${address.slice(0, 6)}…${address.slice(-6)}` : `${network} ${address}`;
}

/** The same, as the member's record shows it: the card masked, the address shortened. */
function memberDestination(row: WithdrawalRow, card: BankCardRow | null): string {
  if (row.method === 'bank') return card ? maskedCard(card) : '';
  const [network = '', address = ''] = row.destination.split(' ');
  return shortCoinAddress(network, address);
}

const amount = (value: string, currency: string) => formatAmount(new Decimal(value), currency);

/** What the signer has of a coin withdrawal's transfer (chain_sends): the hash that was mined, else the latest signed. */
export interface WithdrawalSend {
  txHash: string;
  minedHash: string;
  /** Blocks on the mined transaction so far (0 until mined). */
  confirmations: number;
}

/** How many confirmations make a network's transfer final, when the platform reads that network. */
type ConfirmationsNeeded = (network: string) => number | undefined;

/** A coin withdrawal's transfer as its member reads it: the hash (linked when an explorer is configured) and, once mined while sending, its confirmations. */
function chainFieldsOf(row: WithdrawalRow, send: WithdrawalSend | null, explorers: ExplorerLinks, confirmationsNeeded: ConfirmationsNeeded | undefined): Pick<TWithdrawal, 'txHash' | 'txUrl' | 'confirmations' | 'confirmationsNeeded'> {
  const txHash = send === null ? '' : send.minedHash || send.txHash;
  const network = coinDestinationOf(row)?.network;
  if (txHash === '' || network === undefined) return txHash === '' ? {} : { txHash };
  const txUrl = explorerTxUrl(explorers, network, txHash);
  const needed = confirmationsNeeded?.(network);
  const counting = row.status === 'sending' && send !== null && send.minedHash !== '' && needed !== undefined;
  return {
    txHash,
    ...(txUrl === undefined ? {} : { txUrl }),
    ...(counting ? { confirmations: Math.min(send.confirmations, needed), confirmationsNeeded: needed } : {}),
  };
}

/**
 * A withdrawal as its member reads it. `confirmationsNeeded` is the network's count (the signer's
 * configuration): given, a sending withdrawal whose transfer is mined shows them counting up.
 */
export function toWithdrawal(row: WithdrawalRow, card: BankCardRow | null, send: WithdrawalSend | null = null, explorers: ExplorerLinks = new Map(), confirmationsNeeded?: ConfirmationsNeeded): TWithdrawal {
  return {
    orderNo: row.orderNo,
    method: ZWithdrawMethod.parse(row.method),
    destination: memberDestination(row, card),
    status: ZWithdrawalStatus.parse(row.status),
    amount: amount(row.amount, row.currency),
    fee: amount(row.fee, row.currency),
    tax: amount(row.tax, row.currency),
    actualAmount: amount(row.actualAmount, row.currency),
    currency: row.currency,
    rejectReason: row.rejectReason,
    ...chainFieldsOf(row, send, explorers, confirmationsNeeded),
    createdAt: row.createdAt.getTime(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.getTime() : null,
  };
}
