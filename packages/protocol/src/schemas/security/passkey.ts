import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH } from '../../rules/passkeys.js';

/** base64url text, as WebAuthn's JSON forms carry every binary field. */
const ZBase64Url = z.string().regex(/^[A-Za-z0-9_-]*$/, { message: 'rule.required' }).max(8192);

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
  id: ZBase64Url.min(1),
  rawId: ZBase64Url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: ZBase64Url.min(1),
    attestationObject: ZBase64Url.optional(),
    authenticatorData: ZBase64Url.optional(),
    signature: ZBase64Url.optional(),
    userHandle: ZBase64Url.optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(20).optional(),
});
export type TPasskeyCredential = z.infer<typeof ZPasskeyCredential>;

export const ZPasskeyName = z.string().trim().min(1, { message: 'rule.required' }).max(PASSKEY_NAME_MAX_LENGTH, { message: 'rule.passkeyName' });

/** One of the member's passkeys as the security centre lists it. */
export const ZPasskey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  /** Epoch ms of the last sign-in with it, null before the first. */
  lastUsedAt: z.number().int().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;
