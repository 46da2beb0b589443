/**
 * The member's 2-step verification (an authenticator app), as both sides read it: what a code
 * looks like and the published times.
 */

/** The 6 digits an authenticator app shows (RFC 6238). */
export function isAuthenticatorCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}

/** A recovery code as given (`abcd-2345`); typed without the dash or in capitals it is the same code. */
export function isRecoveryCode(value: string): boolean {
  return /^[a-z2-9]{4}-?[a-z2-9]{4}$/i.test(value.trim());
}

/** What a second step takes: the authenticator's code, or one of the recovery codes. */
export function isTwoStepCode(value: string): boolean {
  return isAuthenticatorCode(value) || isRecoveryCode(value);
}

/** Recovery codes given when 2-step is turned on; each works once. */
export const MEMBER_RECOVERY_CODE_COUNT = 10;
/** How long sign-in waits for the code after the right password. */
export const SECOND_STEP_TICKET_TTL_MS = 5 * 60_000;
/** Turning 2-step off holds withdrawals this long: whoever turned it off may not be the member. */
export const TWO_STEP_OFF_WITHDRAW_HOLD_MS = 24 * 60 * 60_000;
