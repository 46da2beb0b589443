import { Decimal } from 'decimal.js';
import { parseUnits } from 'viem';
import type { CoinPayouts } from '../../chain/chain-config.js';
import { queueSend } from '../../chain/signer/send-store.js';
import type { Tx } from '../../db/types.js';
import { channelOfNetwork } from '../../chain/watcher/watched-network.js';
import { channelRate } from '../recharge/crypto-channels.js';
import { readSetting } from '../../settings/settings-store.js';
import { DEFAULT_SETTINGS } from '../../settings/default-settings.js';
import { coinDestinationOf, type WithdrawalRow } from './withdrawal-view.js';

/**
 * The token units a withdrawal pays out: its actual amount (the platform currency) over the
 * network's channel rate (platform currency per coin, as deposits are valued), rounded down to the
 * token's decimals: the member is never sent more than was taken from them.
 */
export function coinUnitsOf(actualAmount: string, rate: string, decimals: number): bigint {
  const coins = new Decimal(actualAmount).div(rate).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return parseUnits(coins.toFixed(decimals), decimals);
}

/**
 * Hands an approved coin withdrawal to the signer, in the approval's transaction: its transfer is
 * queued (once per order number) and it becomes `sending`, its amount still held until the transfer
 * is final. False when the signer does not pay on its network (then it is paid by hand, as before).
 */
export async function queueCoinPayout(tx: Tx, row: WithdrawalRow, payouts: CoinPayouts | undefined): Promise<boolean> {
  const destination = coinDestinationOf(row);
  const payout = destination ? payouts?.get(destination.network) : undefined;
  if (!destination || !payout) return false;
  const recharge = await readSetting(tx, 'recharge');
  const channel = channelOfNetwork(typeof recharge === 'object' ? recharge.value : DEFAULT_SETTINGS.recharge, destination.network);
  const rate = channel ? channelRate(channel) : '1';
  if (new Decimal(rate).lte(0)) return false;
  const units = coinUnitsOf(row.actualAmount, rate, payout.decimals);
  if (units <= 0n) return false;
  await queueSend(tx, { network: destination.network, purpose: 'withdrawal', reference: row.orderNo, token: payout.token, toAddress: destination.address, units });
  return true;
}
