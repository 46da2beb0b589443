import type { TProtection, TWithdrawDestination } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { loadMember } from '../member/member-info.js';
import { activeBankCards } from '../withdraw/member-bank-cards.js';
import { maskedCard, shortCoinAddress } from '../withdraw/withdrawal-view.js';
import { hoursToMs, isWhitelistOn, readMemberProtection, withdrawHeldUntil, type MemberProtection } from './member-protection.js';

/** When a destination added at `createdAt` is usable under the whitelist; null when it already is. */
export function destinationUsableAt(createdAt: Date, delayHours: number, now: number): number | null {
  const usableAt = createdAt.getTime() + hoursToMs(delayHours);
  return usableAt > now ? usableAt : null;
}

/**
 * When the profile's USDT address is usable under the whitelist; null when it already is (or was
 * saved before its change time was kept).
 */
export function addressUsableAt(protection: Pick<MemberProtection, 'usdtAddressSetAt'>, delayHours: number, now: number): number | null {
  return protection.usdtAddressSetAt === null ? null : destinationUsableAt(protection.usdtAddressSetAt, delayHours, now);
}

/**
 * The member's protection as the security centre shows it. Destinations are listed with the time
 * the whitelist lets them be used: a card from its creation, the USDT address from its last change.
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
  if (member.usdtAddress !== '') destinations.push({ kind: 'coin', id: 0, label: shortCoinAddress(member.network, member.usdtAddress), usableAt: isOn ? addressUsableAt(protection, delayHours, now) : null });
  return {
    whitelist: { on: isOn, endsAt: isOn ? (protection.withdrawWhitelistEndsAt?.getTime() ?? null) : null, delayHours },
    withdrawHoldUntil: withdrawHeldUntil(protection, now),
    antiPhishingCode: protection.antiPhishingCode,
    destinations,
  };
}
