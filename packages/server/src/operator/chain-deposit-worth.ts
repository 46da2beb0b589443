import { channelOfNetwork } from '../chain/watcher/watched-network.js';
import { depositValueOf } from '../chain/watcher/token-amount.js';
import type { DbOrTx } from '../db/types.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { readSetting } from '../settings/settings-store.js';

export type DepositWorth =
  | { kind: 'credit'; channelCode: string; currency: string; value: { amount: string; rate: string } }
  /** No recharge channel of the network: no rate to credit it at. */
  | { kind: 'no_channel' }
  /** Worth nothing in the platform currency once rounded. */
  | { kind: 'nothing' };

/**
 * What an unmatched deposit is worth when an operator credits it by hand: its token amount at its
 * network's channel rate, as the watcher would credit it, but below the channel's minimum too
 * (the operator has looked at it: that is why it was kept).
 */
export async function depositWorth(db: DbOrTx, deposit: { network: string; amount: string }): Promise<DepositWorth> {
  const [recharge, company] = await Promise.all([readSetting(db, 'recharge'), readSetting(db, 'company')]);
  const channel = channelOfNetwork(typeof recharge === 'object' ? recharge.value : DEFAULT_SETTINGS.recharge, deposit.network);
  if (channel === undefined) return { kind: 'no_channel' };
  const currency = typeof company === 'object' ? company.value.currency : DEFAULT_SETTINGS.company.currency;
  const value = depositValueOf(deposit.amount, { ...channel, min: '0' }, currency);
  if (value.kind !== 'credit') return { kind: 'nothing' };
  return { kind: 'credit', channelCode: channel.code, currency, value };
}
