import { CODE, type TWithdrawRequest } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { ownActiveBankCard } from '../withdraw/member-bank-cards.js';
import { isWhitelistOn, readMemberProtection, withdrawHeldUntil, type MemberProtection } from './member-protection.js';
import { formatMemberTime } from './member-time.js';
import { destinationUsableAt } from './protection-view.js';

/**
 * What the security centre asks of a withdrawal before anything else is checked: no hold (after a
 * password change, or 2-step turned off), and with the whitelist on a card saved long enough ago.
 * Each refusal names the moment it ends, in the message and in `data` for the app. The profile's
 * USDT address cannot change while the whitelist is on, so it needs no wait here.
 */
export async function checkWithdrawalProtection(
  deps: Pick<AppDeps, 'db' | 'settings' | 'clock'>,
  member: MemberRow,
  request: Pick<TWithdrawRequest, 'method' | 'bankCardId'>,
): Promise<void> {
  const now = deps.clock.now();
  const protection = await readMemberProtection(deps.db, member.id);
  const heldUntil = withdrawHeldUntil(protection, now);
  if (heldUntil !== null) {
    throw new AppError(CODE.WITHDRAW_HELD, 'error.withdrawHeld', { until: formatMemberTime(heldUntil, member.timeZone) }, { until: heldUntil });
  }
  if (request.method !== 'bank' || request.bankCardId === undefined || !isWhitelistOn(protection, now)) return;
  const card = await ownActiveBankCard(deps.db, member.id, request.bankCardId);
  const { delayHours } = await deps.settings.get('withdrawWhitelist');
  const usableAt = destinationUsableAt(card.createdAt, delayHours, now);
  if (usableAt !== null) {
    throw new AppError(CODE.WITHDRAW_WHITELIST, 'error.whitelistCardWaiting', { until: formatMemberTime(usableAt, member.timeZone) }, { usableAt });
  }
}

/** While the whitelist is on, the saved USDT address stays as it is (it has no time to wait from). */
export function refuseAddressChangeUnderWhitelist(protection: MemberProtection, now: number): void {
  if (isWhitelistOn(protection, now)) throw new AppError(CODE.WITHDRAW_WHITELIST, 'error.whitelistAddressLocked', {}, { usableAt: null });
}
