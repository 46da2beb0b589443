import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { API, ZBeginPasskeySignInRequest, ZBeginPasskeySignInResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { relyingParty } from '../security/passkey-ceremony.js';
import { keepPasskeyChallenge } from '../security/passkey-challenges.js';

/**
 * A challenge for signing in with a passkey. No username is asked and no credential named: the
 * browser offers the passkeys it holds for this site (discoverable credentials), so the answer
 * tells nobody whether an account exists. Limited per address like login, as each keeps a row.
 */
export const beginPasskeySignInCall = defineCall({
  path: API.login.beginPasskeySignIn,
  request: ZBeginPasskeySignInRequest,
  response: ZBeginPasskeySignInResponse,
  async handler({ deps, ip }) {
    await deps.limiter.enforce(deps.config.limits.loginAttemptsPerIp, ip);
    const options = await generateAuthenticationOptions({ rpID: relyingParty(deps.config).rpID, userVerification: 'required' });
    await keepPasskeyChallenge(deps.db, deps.clock.now(), { value: options.challenge, purpose: 'sign-in', memberId: null });
    return { ...options };
  },
});
