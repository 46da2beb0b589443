import { z } from 'zod/mini';
import { isSingleLineText } from '../rules/text-characters.js';
import { isValidTimeZone } from '../rules/time-zone.js';
import { isTwoStepCode } from '../rules/two-step.js';
import {
  isEmail,
  isPhoneNumber,
  isValidPassword,
  isValidPayPassword,
  isValidUsername,
  isVerificationCode,
} from '../rules/validators.js';

/**
 * Building blocks of the payload schemas. A refine's message is a message KEY (`rule.*`): the
 * server turns it into text in the member's language, the app into text in the app's language.
 */
export const ZEmpty = z.strictObject({});
export const ZOk = z.object({ ok: z.literal(true) });

export const ZUsername = z.string().check(z.trim(), z.refine(isValidUsername, { message: 'rule.username' }));
export const ZPassword = z.string().check(z.refine(isValidPassword, { message: 'rule.password' }));
export const ZPayPassword = z.string().check(z.refine(isValidPayPassword, { message: 'rule.payPassword' }));
export const ZEmail = z.string().check(z.trim(), z.refine(isEmail, { message: 'rule.email' }));
export const ZPhone = z.string().check(z.trim(), z.refine(isPhoneNumber, { message: 'rule.mobile' }));
export const ZTimeZone = z.string().check(z.refine(isValidTimeZone, { message: 'rule.timeZone' }));
export const ZVerificationCode = z.string().check(z.trim(), z.refine(isVerificationCode, { message: 'rule.code' }));
/** The authenticator's 6 digits or a recovery code. */
export const ZTwoStepCode = z.string().check(z.trim(), z.refine(isTwoStepCode, { message: 'rule.twoStepCode' }));
/**
 * The second step of a sensitive call (withdrawal, password changes, a new payout destination):
 * required by the server only while the member has 2-step on, so the spec's payloads stay valid.
 */
export const ZOptionalTwoStepCode = z.optional(ZTwoStepCode);

/** A decimal amount of money, as a string on the wire (never a float). */
export const ZMoney = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, { message: 'rule.number' }));

/** Most samples a slider's drag track carries (the app thins a longer drag to fit). */
export const CAPTCHA_TRACK_MAX_POINTS = 200;
/** Longer than any puzzle lives: the server checks a track against its puzzle's own age. */
const CAPTCHA_TRACK_MAX_MS = 600_000;

/**
 * How the piece was dragged: samples of `[ms since the first press, x of the piece]`, x in the
 * background's pixels like `captchaX`, from the first press on the puzzle to the last release. The
 * server takes only a drag a person could have made (its pace changes, it does not jump).
 */
export const ZCaptchaTrack = z.array(
  z.tuple([z.int().check(z.gte(0), z.lte(CAPTCHA_TRACK_MAX_MS)), z.int().check(z.gte(0), z.lte(1000))]),
).check(z.maxLength(CAPTCHA_TRACK_MAX_POINTS));
export type TCaptchaTrack = z.infer<typeof ZCaptchaTrack>;

/**
 * The answer of a slider captcha: which puzzle, where the member let go of the piece, and how they
 * dragged it. The track is required while the captcha is on (the server refuses an answer without
 * one as a wrong answer); with CAPTCHA=off, for automated tests, it may be left out.
 */
export const ZCaptchaAnswer = z.object({
  captchaId: z.string().check(z.minLength(1), z.maxLength(64)),
  captchaX: z.number().check(z.gte(0), z.lte(1000)),
  captchaTrack: z.optional(ZCaptchaTrack),
});

/** The largest id a record has: ids are PostgreSQL integers (int4), and a larger one cannot even be looked up. */
export const RECORD_ID_MAX = 2_147_483_647;
/** A record's id in a request: a letter's, a bank card's, a passkey's… */
export const ZRecordId = z.int().check(z.positive({ message: 'rule.invalid' }), z.lte(RECORD_ID_MAX, { message: 'rule.invalid' }));

/**
 * A name or another one-line text a member types (a nickname, a payer's or cardholder's name, an
 * address): no line breaks, no control characters (rules/text-characters.ts). First among a
 * field's checks, so that its message is the one shown.
 */
export const singleLine = () => z.refine<string>(isSingleLineText, { message: 'rule.singleLine' });

/** Client id that makes a money-moving call safe to repeat (DESIGN.md "The wire"). */
export const ZRequestId = z.string().check(z.minLength(8), z.maxLength(64));

export const ZPageRequest = z.object({
  page: z._default(z.int().check(z.gte(1)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(100)), 20),
});

export function zPage<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.int().check(z.gte(0)),
    page: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
  });
}

/** The answer of every call: `{code, msg, data}`. */
export interface ApiResult<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
