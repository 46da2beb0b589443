import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { ZPasskeyCredential, type TPasskeyCredential, type TPasskeyOptions } from '@meridian/protocol';

/**
 * The browser's side of passkeys (WebAuthn), shared by sign-in and the security centre. The
 * server's options are WebAuthn's own JSON, handed on as they came; the browser's answer is read
 * through the protocol's schema before it is sent.
 */

/** The browser said no: the member cancelled, the device has no way to verify them, or the passkey is not here. */
export class PasskeyCeremonyError extends Error {
  constructor(readonly reason: unknown) {
    super('The browser made or used no passkey');
    this.name = 'PasskeyCeremonyError';
  }
}

export function canUsePasskeys(): boolean {
  return browserSupportsWebAuthn();
}

async function inBrowser(ceremony: () => Promise<unknown>): Promise<TPasskeyCredential> {
  let answer: unknown;
  try {
    answer = await ceremony();
  } catch (error) {
    throw new PasskeyCeremonyError(error);
  }
  return ZPasskeyCredential.parse(answer);
}

/** Makes a new passkey for the server's creation options (the device asks for a PIN or a fingerprint). */
export function createPasskey(options: TPasskeyOptions): Promise<TPasskeyCredential> {
  // The server made these with the same WebAuthn library: its JSON is exactly this type.
  return inBrowser(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));
}

/** Signs the server's challenge with a passkey the member picks (the device asks for a PIN or a fingerprint). */
export function signWithPasskey(options: TPasskeyOptions): Promise<TPasskeyCredential> {
  return inBrowser(() => startAuthentication({ optionsJSON: options }));
}
