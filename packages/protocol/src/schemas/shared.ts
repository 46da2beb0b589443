import { z } from 'zod/mini';
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

/** The answer of a slider captcha: which puzzle, and where the member let go of the piece. */
export const ZCaptchaAnswer = z.object({
  captchaId: z.string().check(z.minLength(1), z.maxLength(64)),
  captchaX: z.number().check(z.gte(0), z.lte(1000)),
});

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
