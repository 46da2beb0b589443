import { eq, sql } from 'drizzle-orm';
import { API, ZMemberInfo, ZUpdateInfoRequest } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { checkCoinAddress } from '../withdraw/coin-address.js';
import { loadMember, loadMemberInfo } from './member-info.js';

/**
 * Changes the caller's own profile fields that were given; answers the updated profile. A USDT
 * address is kept only with a network the operator pays out on and in that network's shape
 * (checked on the pair as it will be saved), so a withdrawal to it cannot fail later for that.
 */
export const updateInfoCall = defineCall({
  path: API.member.updateInfo,
  request: ZUpdateInfoRequest,
  response: ZMemberInfo,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    if (input.usdtAddress !== undefined || input.network !== undefined) {
      const [member, settings] = await Promise.all([loadMember(deps, memberId), deps.settings.get('withdraw')]);
      const address = input.usdtAddress ?? member.usdtAddress;
      const coin = checkCoinAddress(settings, address, input.network ?? member.network);
      if (!coin.ok && coin.problem === 'no-network') throw invalidField('network', 'rule.networkRequired', { networks: coin.networks });
      if (!coin.ok && coin.problem === 'network-closed') throw invalidField('network', 'rule.networkClosed', { network: coin.network, networks: coin.networks });
      if (!coin.ok && coin.problem === 'address-shape') throw invalidField('usdtAddress', 'rule.coinAddressShape', { network: coin.network });
      // A new payout destination: with 2-step on, it takes a code like a withdrawal does.
      await proveTwoStep(deps, memberId, input.twoStepCode);
    }
    await deps.db
      .update(members)
      .set({
        nickname: input.nickname,
        phone: input.phone,
        email: input.email,
        timeZone: input.timeZone,
        usdtAddress: input.usdtAddress,
        network: input.network,
        updatedAt: sql`now()`,
      })
      .where(eq(members.id, memberId));
    return loadMemberInfo(deps, memberId);
  },
});
