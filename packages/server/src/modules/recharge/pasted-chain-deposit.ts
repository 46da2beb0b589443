import { CODE, formatAmount, type TFinishBitcoinOrderResponse } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import { and, eq, or } from 'drizzle-orm';
import { ensureDepositAddress } from '../../chain/deposit-address-store.js';
import type { DepositNetwork } from '../../chain/deposit-networks.js';
import { insertDeposits, type ChainDepositRow } from '../../chain/watcher/chain-deposit-store.js';
import type { ChainReader, TokenTransfer } from '../../chain/watcher/chain-reader.js';
import { chainDepositOrderNo, creditChainDeposits, type CreditTerms } from '../../chain/watcher/credit-chain-deposit.js';
import { announceDepositChanges } from '../../chain/watcher/deposit-pushes.js';
import { depositOfTransfer } from '../../chain/watcher/poll-once.js';
import { depositValueOf } from '../../chain/watcher/token-amount.js';
import { channelOfNetwork } from '../../chain/watcher/watched-network.js';
import { chainDeposits } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError, invalidField } from '../../http/app-error.js';
import type { TCryptoChannelSetting } from '../../settings/recharge-settings.js';
import { channelRate } from './crypto-channels.js';

/** A watched EVM network: its node and token are known. */
type ReadableNetwork = DepositNetwork & { rpcUrl: string; token: string };

interface PastedTransaction {
  reader: Required<Pick<ChainReader, 'headNumber' | 'transactionTransfers'>>;
  network: ReadableNetwork;
  channel: TCryptoChannelSetting;
  memberId: number;
  txid: string;
}

/** What the chain says the pasted transaction is: a deposit to the member's own address, or one to the channel's shared address. */
type PastedOnChain = { kind: 'own'; transfers: TokenTransfer[]; head: number } | { kind: 'shared' };

/** EVM addresses differ only in letter case between their checksummed and plain forms. */
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A node that fails to answer is no verdict on the transaction: the member is asked to try again, nothing recorded. */
async function askChain<T>(network: string, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch {
    throw new AppError(CODE.SERVER_BUSY, 'error.chainUnreachable', { network });
  }
}

/**
 * Reads the pasted transaction's receipt and says what it is, or refuses it (nothing recorded):
 * not on this chain (or not mined yet), failed, or with no Transfer of the channel's token to the
 * member's own address or to the channel's shared one. Another member's deposit is refused this
 * way too: it goes to an address that is not the caller's.
 */
export async function checkPastedTransaction(deps: AppDeps, pasted: PastedTransaction): Promise<PastedOnChain> {
  const { reader, network, channel } = pasted;
  const found = await askChain(channel.network, () => reader.transactionTransfers(network.token, pasted.txid));
  if (found === null) throw invalidField('txid', 'error.chainTxNotFound', { network: channel.network });
  if (!found.succeeded) throw invalidField('txid', 'error.chainTxFailed');
  const { address } = await ensureDepositAddress(deps.db, network, pasted.memberId);
  const own = found.transfers.filter((transfer) => sameAddress(transfer.to, address));
  if (own.length > 0) return { kind: 'own', transfers: own, head: await askChain(channel.network, () => reader.headNumber()) };
  if (found.transfers.some((transfer) => sameAddress(transfer.to, channel.address))) return { kind: 'shared' };
  throw invalidField('txid', 'error.chainTxNoDeposit', { coin: channel.coin, network: channel.network });
}

/** The channel's minimum in its coin (the minimum is in the platform currency): what the member had to send at least. */
export function minimumInCoin(channel: TCryptoChannelSetting): string {
  const rate = new Decimal(channelRate(channel));
  return formatAmount(rate.isZero() ? channel.min : new Decimal(channel.min).div(rate), channel.coin);
}

async function depositRows(deps: AppDeps, network: string, transfers: readonly TokenTransfer[]): Promise<ChainDepositRow[]> {
  const keys = transfers.map((transfer) => and(eq(chainDeposits.txHash, transfer.txHash), eq(chainDeposits.logIndex, transfer.logIndex)));
  return deps.db.select().from(chainDeposits).where(and(eq(chainDeposits.network, network), or(...keys))).orderBy(chainDeposits.logIndex);
}

/**
 * The member's own deposit found by its pasted transaction: recorded as the watcher records it
 * (same key, so the two never make two deposits nor two credits of one log), credited at once
 * through the watcher's credit when it already has its confirmations, else left for the watcher.
 * Below the channel's minimum it is kept (the member's list shows it) and the member told why.
 */
export async function recordPastedDeposit(deps: AppDeps, pasted: PastedTransaction, onChain: Extract<PastedOnChain, { kind: 'own' }>): Promise<TFinishBitcoinOrderResponse> {
  const { network } = pasted;
  const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
  // The channel the watcher credits this network's deposits by (its rate and minimum), so both value a deposit alike.
  const terms: CreditTerms = { channel: channelOfNetwork(settings, network.network) ?? pasted.channel, currency: company.currency, confirmationsNeeded: network.confirmations };
  const on = { network: network.network, decimals: network.decimals, head: onChain.head, terms };
  await deps.db.transaction(async (tx) => {
    const written = await insertDeposits(tx, onChain.transfers.map((transfer) => depositOfTransfer(on, transfer, pasted.memberId)));
    await announceDepositChanges(tx, written, network.confirmations);
  });
  const due = (await depositRows(deps, network.network, onChain.transfers)).filter(
    (row) => row.status === 'seen' && onChain.head - row.blockNumber + 1 >= network.confirmations,
  );
  const run = await creditChainDeposits(deps.db, network.network, due, { ...terms, head: onChain.head });
  if (run.failures.length > 0) throw run.failures[0];
  const rows = await depositRows(deps, network.network, onChain.transfers);
  const counted = rows.filter((row) => row.memberId === pasted.memberId && row.status !== 'unmatched');
  const [first] = counted;
  if (first === undefined) {
    const channel = terms.channel ?? pasted.channel;
    throw invalidField('txid', 'error.chainDepositBelowMinimum', { minimum: minimumInCoin(channel), coin: channel.coin });
  }
  return answerOf(first, terms, network.confirmations, onChain.head);
}

function answerOf(row: ChainDepositRow, terms: CreditTerms, confirmationsNeeded: number, head: number): TFinishBitcoinOrderResponse {
  const channel = terms.channel;
  if (channel === undefined) throw new Error('a pasted deposit is valued by its channel');
  const value = depositValueOf(row.amount, channel, terms.currency);
  const status = row.status === 'credited' || row.status === 'dropped' ? row.status : 'seen';
  // A row the watcher recorded earlier counts as of its last poll; the receipt's head may be newer.
  const confirmations = status === 'seen' ? Math.max(row.confirmations, head - row.blockNumber + 1) : row.confirmations;
  return {
    orderNo: chainDepositOrderNo(row.network, row.txHash, row.logIndex),
    amount: value.amount,
    rate: channelRate(channel),
    coinCount: formatAmount(row.amount, channel.coin),
    chainDeposit: { status, confirmations, confirmationsNeeded },
  };
}
