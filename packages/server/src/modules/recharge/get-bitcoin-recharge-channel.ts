import { API, ZGetBitcoinRechargeChannelRequest, ZGetBitcoinRechargeChannelResponse, formatAmount, type TCryptoRechargeChannel } from '@meridian/protocol';
import { ensureDepositAddress } from '../../chain/deposit-address-store.js';
import { depositNetworkOf, isWatched } from '../../chain/deposit-networks.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import type { TCryptoChannelSetting, TRechargeSettings } from '../../settings/recharge-settings.js';
import { channelRate } from './crypto-channels.js';
import { effectiveLimits } from './recharge-amount.js';

function toCryptoChannel(channel: TCryptoChannelSetting, settings: TRechargeSettings, currency: string): TCryptoRechargeChannel {
  const limits = effectiveLimits(channel, settings);
  return {
    code: channel.code,
    coin: channel.coin,
    network: channel.network,
    address: channel.address,
    rate: channelRate(channel),
    min: formatAmount(limits.min, currency),
    max: formatAmount(limits.max, currency),
    currency,
  };
}

/**
 * On a network whose chain Meridian reads, the member pays to an address of their own (allocated
 * at the first ask) and the watcher credits it; elsewhere the channel's shared address stands.
 */
async function withMemberAddress(deps: AppDeps, memberId: number, channel: TCryptoRechargeChannel): Promise<TCryptoRechargeChannel> {
  const network = depositNetworkOf(deps.chain, channel.network);
  if (!network || !isWatched(network)) return channel;
  const { address } = await ensureDepositAddress(deps.db, network, memberId);
  const faucet = deps.demoFaucet.send === undefined ? {} : { demoFaucet: true as const };
  return { ...channel, address, confirmations: network.confirmations, tokenContract: network.token, ...faucet };
}

/** The crypto channels, with the address to pay to, the rate and the limits. */
export const getBitcoinRechargeChannelCall = defineCall({
  path: API.recharge.getBitcoinRechargeChannel,
  request: ZGetBitcoinRechargeChannelRequest,
  response: ZGetBitcoinRechargeChannelResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const channels = settings.cryptoChannels.map((channel) => toCryptoChannel(channel, settings, company.currency));
    // One after another: two channels of one network share the member's address.
    const list: TCryptoRechargeChannel[] = [];
    for (const channel of channels) list.push(await withMemberAddress(deps, memberId, channel));
    return { list };
  },
});
