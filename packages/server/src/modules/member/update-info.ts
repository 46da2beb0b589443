import { eq, sql } from 'drizzle-orm';
import { API, ZMemberInfo, ZUpdateInfoRequest } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { members } from '../../db/schema/index.js';
import { invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { updateMemberProtection } from '../security/member-protection.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { checkCoinAddress } from '../withdraw/coin-address.js';
import { shortCoinAddress } from '../withdraw/withdrawal-view.js';
import { loadMember, loadMemberInfo } from './member-info.js';

/**
 * The email and the phone prove who may reset the password: a session alone never changes them
 * (issue 35). Sent unchanged, as the spec's profile form may, they are fine; changed, the answer
 * names the field and says that it takes the password and a code (security/changeContact).
 */
async function refuseContactChange(deps: AppDeps, memberId: number, input: { email?: string | undefined; phone?: string | undefined }): Promise<void> {
  if (input.email === undefined && input.phone === undefined) return;
  const member = await loadMember(deps, memberId);
  if (input.email !== undefined && input.email.trim().toLowerCase() !== member.email.toLowerCase()) throw invalidField('email', 'rule.contactNeedsCode');
  if (input.phone !== undefined && input.phone.trim() !== member.phone) throw invalidField('phone', 'rule.contactNeedsCode');
}

/**
 * Changes the caller's own profile fields that were given; answers the updated profile. A USDT
 * address is kept only with a network the operator pays out on and in that network's shape
 * (checked on the pair as it will be saved), so a withdrawal to it cannot fail later for that.
 * A new address is a new place money can go: the member is told, and its change time is kept so
 * that, under the withdrawal whitelist, it waits the delay before a withdrawal can use it.
 */
export const updateInfoCall = defineCall({
  path: API.member.updateInfo,
  request: ZUpdateInfoRequest,
  response: ZMemberInfo,
  async handler(context) {
    const { deps, input, ip, userAgent, language } = context;
    const { memberId } = requireSession(context);
    await refuseContactChange(deps, memberId, input);
    let newAddress: string | null = null;
    let addressChanged = false;
    if (input.usdtAddress !== undefined || input.network !== undefined) {
      const [member, settings] = await Promise.all([loadMember(deps, memberId), deps.settings.get('withdraw')]);
      const address = input.usdtAddress ?? member.usdtAddress;
      const network = input.network ?? member.network;
      if (address !== member.usdtAddress || network !== member.network) {
        addressChanged = true;
        if (address !== '') newAddress = shortCoinAddress(network, address);
      }
      const coin = checkCoinAddress(settings, address, network);
      if (!coin.ok && coin.problem === 'no-network') throw invalidField('network', 'rule.networkRequired', { networks: coin.networks });
      if (!coin.ok && coin.problem === 'network-closed') throw invalidField('network', 'rule.networkClosed', { network: coin.network, networks: coin.networks });
      if (!coin.ok && coin.problem === 'address-shape') throw invalidField('usdtAddress', 'rule.coinAddressShape', { network: coin.network });
      // A new payout destination: with 2-step on, it takes a code like a withdrawal does.
      await proveTwoStep(deps, memberId, input.twoStepCode);
    }
    await deps.db.transaction(async (tx) => {
      await tx
        .update(members)
        .set({
          nickname: input.nickname,
          timeZone: input.timeZone,
          usdtAddress: input.usdtAddress,
          network: input.network,
          updatedAt: sql`now()`,
        })
        .where(eq(members.id, memberId));
      // The app's clock, not the database's: the whitelist counts the wait from it (and tests move it).
      if (addressChanged) await updateMemberProtection(tx, memberId, { usdtAddressSetAt: new Date(deps.clock.now()) });
    });
    if (newAddress !== null) await sendSecurityAlert(deps, await loadMember(deps, memberId), 'newDestination', { ip, userAgent, language, destination: newAddress });
    return loadMemberInfo(deps, memberId);
  },
});
