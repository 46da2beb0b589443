import type { TCoinNetwork } from '@meridian/protocol';
import type { TWithdrawSettings } from '../../settings/withdraw-settings.js';

/**
 * What is wrong with a USDT address and its network, as the operator's networks see it: no
 * address, no network chosen, a network not paid out on, or an address not in that network's
 * shape. The profile refuses to save such a pair and a withdrawal refuses to go to one, each
 * naming the actual problem.
 */
export type CoinAddressProblem = 'no-address' | 'no-network' | 'network-closed' | 'address-shape';

export type CoinAddressCheck =
  | { ok: true; network: TCoinNetwork }
  /** `networks`: the offered ones, listed for the message. */
  | { ok: false; problem: CoinAddressProblem; network: string; networks: string };

export function checkCoinAddress(settings: Pick<TWithdrawSettings, 'networks'>, address: string, network: string): CoinAddressCheck {
  const networks = settings.networks.map((candidate) => candidate.network).join(', ');
  const refused = (problem: CoinAddressProblem) => ({ ok: false as const, problem, network, networks });
  if (address === '') return refused('no-address');
  if (network === '') return refused('no-network');
  const offered = settings.networks.find((candidate) => candidate.network === network);
  if (!offered) return refused('network-closed');
  if (!new RegExp(offered.addressPattern).test(address)) return refused('address-shape');
  return { ok: true, network: offered };
}
