import type { TCryptoChannelSetting, TRechargeSettings } from '../../settings/recharge-settings.js';

/** What one watcher needs to know of its network (from the chain configuration). */
export interface WatchedNetwork {
  /** The crypto channel's `network` (ERC20, TRC20): the name deposits, cursors and pushes carry. */
  network: string;
  /** The token contract whose Transfer logs are deposits. */
  token: string;
  decimals: number;
  /** Blocks on top of a deposit's own (itself counted) before it is credited. */
  confirmations: number;
  /** Blocks per log query; providers cap a range (commonly 1,000 to 10,000). Default 500. */
  rangeSize?: number;
  /** Where a network's first poll starts reading; default: a window's length behind the head. */
  startBlock?: number;
}

export const DEFAULT_RANGE_SIZE = 500;

/** The channel members of this network deposit through: its rate and minimum apply. */
export function channelOfNetwork(settings: TRechargeSettings, network: string): TCryptoChannelSetting | undefined {
  return settings.cryptoChannels.find((channel) => channel.network === network);
}
