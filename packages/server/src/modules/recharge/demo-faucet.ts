import { API, CODE, ZDemoFaucetRequest, ZDemoFaucetResponse } from '@meridian/protocol';
import { ensureDepositAddress } from '../../chain/deposit-address-store.js';
import { depositNetworkOf, isWatched } from '../../chain/deposit-networks.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { findCryptoChannel } from './crypto-channels.js';

/**
 * `/api/recharge/demoFaucet` (issue 38): in the embedded demo only, sends demo USDT from the
 * development chain's faucet to the caller's own deposit address on the channel's network, so a
 * newcomer sees a chain deposit confirm and be credited without a wallet. `deps.demoFaucet.send`
 * is set only once startServer has the demo chain up (never in production, with configured chains
 * or in tests that start none): without it the call refuses. Limited per member: each send is a
 * transaction on the shared chain.
 */
export const demoFaucetCall = defineCall({
  path: API.recharge.demoFaucet,
  request: ZDemoFaucetRequest,
  response: ZDemoFaucetResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const { send } = deps.demoFaucet;
    if (send === undefined) throw new AppError(CODE.FORBIDDEN, 'error.demoFaucetUnavailable');
    const settings = await deps.settings.get('recharge');
    const channel = findCryptoChannel(settings, input.channelCode);
    const network = depositNetworkOf(deps.chain, channel.network);
    if (network === undefined || !isWatched(network)) throw invalidField('channelCode', 'error.demoFaucetNetwork');
    await deps.limiter.enforce(deps.config.limits.demoFaucetPerMember, String(memberId));
    const { address } = await ensureDepositAddress(deps.db, network, memberId);
    return { txHash: await send(address, input.amount) };
  },
});
