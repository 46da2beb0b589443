import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { API, CODE, ZBeginPasskeyStepRequest, ZBeginPasskeyStepResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { readPasskeys } from '../security/passkey-store.js';
import { asTransports, relyingParty } from '../security/passkey-ceremony.js';
import { keepPasskeyChallenge } from '../security/passkey-challenges.js';
import { findSecondStepTicket } from './second-step-tickets.js';

/**
 * A passkey instead of the authenticator's code as sign-in's second step: for login's ticket, a
 * challenge bound to the ticket's member, naming only that member's passkeys.
 */
export const beginPasskeyStepCall = defineCall({
  path: API.login.beginPasskeyStep,
  request: ZBeginPasskeyStepRequest,
  response: ZBeginPasskeyStepResponse,
  async handler({ deps, input, ip }) {
    await deps.limiter.enforce(deps.config.limits.loginAttemptsPerIp, ip);
    const ticket = await findSecondStepTicket(deps.db, input.ticket, deps.clock.now());
    if (!ticket) throw new AppError(CODE.SECOND_STEP_EXPIRED, 'error.secondStepExpired');
    const own = await readPasskeys(deps.db, ticket.memberId);
    if (own.length === 0) throw new AppError(CODE.PASSKEY_REFUSED, 'error.noPasskeys');
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(deps.config).rpID,
      userVerification: 'required',
      allowCredentials: own.map((passkey) => ({ id: passkey.credentialId, transports: asTransports(passkey.transports) })),
    });
    await keepPasskeyChallenge(deps.db, deps.clock.now(), { value: options.challenge, purpose: 'second-step', memberId: ticket.memberId });
    return { ...options };
  },
});
