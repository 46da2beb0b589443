import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { API, CODE, MAX_PASSKEYS, ZFinishPasskeyRegistrationRequest, ZFinishPasskeyRegistrationResponse, type TPasskeyCredential } from '@meridian/protocol';
import { passkeys } from '../../db/schema/index.js';
import type { Config } from '../../env.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadMember } from '../member/member-info.js';
import { countPasskeys, passkeyView } from './passkey-store.js';
import { asRegistrationResponse, passkeyRefused, relyingParty } from './passkey-ceremony.js';
import { spendPasskeyChallenge } from './passkey-challenges.js';
import { sendSecurityAlert } from './security-alerts.js';

/** The new credential, checked against the challenge given to this member; null when refused. */
async function verifiedCredential(config: Pick<Config, 'publicOrigin'>, credential: TPasskeyCredential, challenge: string) {
  const { rpID, origin } = relyingParty(config);
  try {
    const result = await verifyRegistrationResponse({
      response: asRegistrationResponse(credential),
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    return result.verified ? result.registrationInfo.credential : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the passkey the browser made for the begun challenge, under the member's name for it, and
 * tells the member by letter (a passkey signs in without the password: an intruder would add one).
 */
export const finishPasskeyRegistrationCall = defineCall({
  path: API.security.finishPasskeyRegistration,
  request: ZFinishPasskeyRegistrationRequest,
  response: ZFinishPasskeyRegistrationResponse,
  async handler(context) {
    const { deps, input, ip, userAgent, language } = context;
    const { memberId } = requireSession(context);
    const { clientDataJSON } = input.credential.response;
    const { challenge } = await spendPasskeyChallenge(deps.db, deps.clock.now(), { clientDataJSON, purpose: 'registration', memberId });
    if ((await countPasskeys(deps.db, memberId)) >= MAX_PASSKEYS) throw new AppError(CODE.PASSKEY_LIMIT, 'error.passkeyLimit', { max: MAX_PASSKEYS });
    const credential = await verifiedCredential(deps.config, input.credential, challenge);
    if (!credential) throw passkeyRefused();
    const [row] = await deps.db
      .insert(passkeys)
      .values({
        memberId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      // A credential already kept (this member's or another's) is never taken over.
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw passkeyRefused();
    await sendSecurityAlert(deps, await loadMember(deps, memberId), 'passkeyAdded', { ip, userAgent, language, passkey: row.name });
    return passkeyView(row);
  },
});
