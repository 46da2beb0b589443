import type { TCryptoRechargeChannel, TOfflineRechargeMethod, TOnlineChannel } from '@meridian/protocol';

/**
 * One way to pay in, as the recharge page lists them. Crypto channels of one coin are one method:
 * the member picks the coin here and its network on the next step.
 */
export type RechargeMethod =
  | { kind: 'online'; code: string; name: string; channel: TOnlineChannel }
  | { kind: 'offline'; code: string; name: string; method: TOfflineRechargeMethod }
  | { kind: 'crypto'; code: string; name: string; channels: TCryptoRechargeChannel[] };

export type RechargeMethodKind = RechargeMethod['kind'];

/** Codes are unique within a kind only. */
export function methodKey(method: Pick<RechargeMethod, 'kind' | 'code'>): string {
  return `${method.kind}:${method.code}`;
}

/** Every method the server offers: online first, then bank transfer, then one per crypto coin. */
export function listMethods(
  online: readonly TOnlineChannel[],
  offline: readonly TOfflineRechargeMethod[],
  crypto: readonly TCryptoRechargeChannel[],
): RechargeMethod[] {
  const coins = new Map<string, TCryptoRechargeChannel[]>();
  for (const channel of crypto) coins.set(channel.coin, [...(coins.get(channel.coin) ?? []), channel]);
  return [
    ...online.map((channel): RechargeMethod => ({ kind: 'online', code: channel.code, name: channel.name, channel })),
    ...offline.map((method): RechargeMethod => ({ kind: 'offline', code: method.code, name: method.name, method })),
    ...[...coins].map(([coin, channels]): RechargeMethod => ({ kind: 'crypto', code: coin, name: coin, channels })),
  ];
}

/** The limits of one order through an online channel or a bank-transfer method. */
export function methodLimits(method: Exclude<RechargeMethod, { kind: 'crypto' }>): { min: string; max: string; currency: string } {
  const source = method.kind === 'online' ? method.channel : method.method;
  return { min: source.min, max: source.max, currency: source.currency };
}
