import { and, eq } from 'drizzle-orm';
import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { CODE, type TPasskeyCredential } from '@meridian/protocol';
import { passkeys } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import type { Config } from '../../env.js';
import { AppError } from '../../http/app-error.js';
import type { PasskeyRow } from './passkey-store.js';

/** Where passkeys belong: the public origin's host is the relying-party id, and answers must come from that origin. */
export function relyingParty(config: Pick<Config, 'publicOrigin'>): { rpID: string; origin: string } {
  return { rpID: new URL(config.publicOrigin).hostname, origin: config.publicOrigin };
}

export const passkeyRefused = () => new AppError(CODE.PASSKEY_REFUSED, 'error.passkeyRefused');

/*
 * The protocol's schema checks the shape the library reads; these name it with the library's
 * types, whose unions of transports and attachments the library itself validates.
 */
export const asRegistrationResponse = (credential: TPasskeyCredential) => credential as unknown as RegistrationResponseJSON;
export const asAuthenticationResponse = (credential: TPasskeyCredential) => credential as unknown as AuthenticationResponseJSON;
export const asTransports = (transports: readonly string[]) => transports as AuthenticatorTransport[];

/**
 * Checks a passkey's signature over `challenge` (origin, relying party, user verification, and a
 * counter that must grow when the authenticator keeps one), then records the new counter only if
 * no other sign-in moved it meanwhile: a replayed or cloned answer is PASSKEY_REFUSED.
 */
export async function verifyPasskeySignature(
  db: DbOrTx,
  config: Pick<Config, 'publicOrigin'>,
  passkey: PasskeyRow,
  answer: { credential: TPasskeyCredential; challenge: string; nowMs: number },
): Promise<void> {
  const { rpID, origin } = relyingParty(config);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: asAuthenticationResponse(answer.credential),
      expectedChallenge: answer.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: asTransports(passkey.transports),
      },
    });
    if (!result.verified) throw passkeyRefused();
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    // The library throws for every refusal (a wrong origin, signature or counter): one answer for all.
    throw passkeyRefused();
  }
  const moved = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date(answer.nowMs) })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (moved.length === 0) throw passkeyRefused();
}
