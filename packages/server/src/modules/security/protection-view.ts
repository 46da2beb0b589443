import type { TProtection, TWithdrawDestination } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { loadMember } from '../member/member-info.js';
import { activeBankCards } from '../withdraw/member-bank-cards.js';
import { maskedCard, shortCoinAddress } from '../withdraw/withdrawal-view.js';
import { hoursToMs, isWhitelistOn, readMemberProtection, withdrawHeldUntil } from './member-protection.js';

/** When a destination added at `createdAt` is usable under the whitelist; null when it already is. */
export function destinationUsableAt(createdAt: Date, delayHours: number, now: number): number | null {
  const usableAt = createdAt.getTime() + hoursToMs(delayHours);
  return usableAt > now ? usableAt : null;
}

/**
 * The member's protection as the security centre shows it. Destinations are listed with the time
 * the whitelist lets them be used; the profile's USDT address cannot change while the whitelist is
 * on (it has no time of its own to wait from), so it is always usable.
 */
export async function protectionOf(deps: Pick<AppDeps, 'db' | 'settings' | 'clock'>, memberId: number): Promise<TProtection> {
  const now = deps.clock.now();
  const [protection, member, cards, { delayHours }] = await Promise.all([
    readMemberProtection(deps.db, memberId),
    loadMember(deps, memberId),
    activeBankCards(deps.db, memberId),
    deps.settings.get('withdrawWhitelist'),
  ]);
  const isOn = isWhitelistOn(protection, now);
  const destinations: TWithdrawDestination[] = cards.map((card) => ({
    kind: 'bank',
    id: card.id,
    label: maskedCard(card),
    usableAt: isOn ? destinationUsableAt(card.createdAt, delayHours, now) : null,
  }));
  if (member.usdtAddress !== '') destinations.push({ kind: 'coin', id: 0, label: shortCoinAddress(member.network, member.usdtAddress), usableAt: null });
  return {
    whitelist: { on: isOn, endsAt: isOn ? (protection.withdrawWhitelistEndsAt?.getTime() ?? null) : null, delayHours },
    withdrawHoldUntil: withdrawHeldUntil(protection, now),
    antiPhishingCode: protection.antiPhishingCode,
    destinations,
  };
}
