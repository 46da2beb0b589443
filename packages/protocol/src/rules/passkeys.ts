/** Passkeys (WebAuthn), as both sides read them: the published limits. */

/** A passkey challenge is good this long, and for one answer. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** Passkeys one member may keep: enough for every device, few enough to review. */
export const MAX_PASSKEYS = 10;
/** A passkey's name as the member gives it ("Work laptop"). */
export const PASSKEY_NAME_MAX_LENGTH = 40;
