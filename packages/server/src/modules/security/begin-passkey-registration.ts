import { createHash } from 'node:crypto';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { API, CODE, MAX_PASSKEYS, ZBeginPasskeyRegistrationRequest, ZBeginPasskeyRegistrationResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadMember } from '../member/member-info.js';
import { readPasskeys } from './passkey-store.js';
import { asTransports, relyingParty } from './passkey-ceremony.js';
import { keepPasskeyChallenge } from './passkey-challenges.js';

/**
 * Options for the browser to make a passkey: discoverable (so sign-in needs no username) and
 * verified on the device (a PIN or a fingerprint), excluding the authenticators already holding one.
 */
export const beginPasskeyRegistrationCall = defineCall({
  path: API.security.beginPasskeyRegistration,
  request: ZBeginPasskeyRegistrationRequest,
  response: ZBeginPasskeyRegistrationResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    const existing = await readPasskeys(deps.db, memberId);
    if (existing.length >= MAX_PASSKEYS) throw new AppError(CODE.PASSKEY_LIMIT, 'error.passkeyLimit', { max: MAX_PASSKEYS });
    const member = await loadMember(deps, memberId);
    const { companyName } = await deps.settings.get('company');
    const options = await generateRegistrationOptions({
      rpName: companyName,
      rpID: relyingParty(deps.config).rpID,
      userName: member.username,
      // The same handle every time, so an authenticator replaces its old passkey for this member; a hash, so it tells nothing.
      userID: createHash('sha256').update(`meridian-member:${memberId}`).digest(),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: asTransports(passkey.transports) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await keepPasskeyChallenge(deps.db, deps.clock.now(), { value: options.challenge, purpose: 'registration', memberId });
    return { ...options };
  },
});
