import { CODE, type TWithdrawRequest } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { ownActiveBankCard } from '../withdraw/member-bank-cards.js';
import { isWhitelistOn, readMemberProtection, withdrawHeldUntil } from './member-protection.js';
import { formatMemberTime } from './member-time.js';
import { addressUsableAt, destinationUsableAt } from './protection-view.js';

/**
 * What the security centre asks of a withdrawal before anything else is checked: no hold (after a
 * password change, or 2-step turned off), and with the whitelist on a destination saved long enough
 * ago (a card from its creation, the profile's USDT address from its last change). Each refusal
 * names the moment it ends, in the message and in `data` for the app. Answers whether the
 * destination is whitelisted (the whitelist on and its wait over): a coin withdrawal to such an
 * address may go out without an operator (placeWithdrawal's auto-send).
 */
export async function checkWithdrawalProtection(
  deps: Pick<AppDeps, 'db' | 'settings' | 'clock'>,
  member: MemberRow,
  request: Pick<TWithdrawRequest, 'method' | 'bankCardId'>,
): Promise<{ whitelisted: boolean }> {
  const now = deps.clock.now();
  const protection = await readMemberProtection(deps.db, member.id);
  const heldUntil = withdrawHeldUntil(protection, now);
  if (heldUntil !== null) {
    throw new AppError(CODE.WITHDRAW_HELD, 'error.withdrawHeld', { until: formatMemberTime(heldUntil, member.timeZone) }, { until: heldUntil });
  }
  if (!isWhitelistOn(protection, now)) return { whitelisted: false };
  const { delayHours } = await deps.settings.get('withdrawWhitelist');
  if (request.method === 'coin') {
    const usableAt = addressUsableAt(protection, delayHours, now);
    if (usableAt !== null) throw waiting('error.whitelistAddressWaiting', usableAt, member);
    return { whitelisted: true };
  }
  if (request.bankCardId === undefined) return { whitelisted: false };
  const card = await ownActiveBankCard(deps.db, member.id, request.bankCardId);
  const usableAt = destinationUsableAt(card.createdAt, delayHours, now);
  if (usableAt !== null) throw waiting('error.whitelistCardWaiting', usableAt, member);
  return { whitelisted: true };
}

function waiting(key: 'error.whitelistCardWaiting' | 'error.whitelistAddressWaiting', usableAt: number, member: MemberRow): AppError {
  return new AppError(CODE.WITHDRAW_WHITELIST, key, { until: formatMemberTime(usableAt, member.timeZone) }, { usableAt });
}
