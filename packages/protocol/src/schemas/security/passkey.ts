import { z } from 'zod/mini';
import { singleLine } from '../shared.js';
import { PASSKEY_NAME_MAX_LENGTH } from '../../rules/passkeys.js';

/** base64url text, as WebAuthn's JSON forms carry every binary field. */
const ZBase64Url = z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, { message: 'rule.required' }), z.maxLength(8192));

/**
 * The options a begin call answers, handed to the browser's `startRegistration` or
 * `startAuthentication` as they are: WebAuthn defines them, the app reads only the challenge.
 */
export const ZPasskeyOptions = z.looseObject({ challenge: z.string() });
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptions>;

/**
 * What the browser's WebAuthn call answers, in its JSON form: a new credential (attestation) or a
 * signature (assertion). The server checks every field it uses; unknown ones are ignored.
 */
export const ZPasskeyCredential = z.looseObject({
  id: ZBase64Url.check(z.minLength(1)),
  rawId: ZBase64Url.check(z.minLength(1)),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: ZBase64Url.check(z.minLength(1)),
    attestationObject: z.optional(ZBase64Url),
    authenticatorData: z.optional(ZBase64Url),
    signature: z.optional(ZBase64Url),
    userHandle: z.optional(ZBase64Url),
    transports: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))),
  }),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(20))),
});
export type TPasskeyCredential = z.infer<typeof ZPasskeyCredential>;

export const ZPasskeyName = z
  .string()
  .check(z.trim(), singleLine(), z.minLength(1, { message: 'rule.required' }), z.maxLength(PASSKEY_NAME_MAX_LENGTH, { message: 'rule.passkeyName' }));

/** One of the member's passkeys as the security centre lists it. */
export const ZPasskey = z.object({
  id: z.int(),
  name: z.string(),
  /** Epoch ms. */
  createdAt: z.int(),
  /** Epoch ms of the last sign-in with it, null before the first. */
  lastUsedAt: z.nullable(z.int()),
});
export type TPasskey = z.infer<typeof ZPasskey>;
