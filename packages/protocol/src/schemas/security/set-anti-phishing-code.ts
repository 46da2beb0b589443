import { z } from 'zod/mini';
import { ZProtection } from './get-protection.js';

export const ANTI_PHISHING_CODE_MIN = 4;
export const ANTI_PHISHING_CODE_MAX = 20;

/**
 * Letters, digits, spaces, `-`, `_` and `.`: the code is written into mails and letters, so
 * nothing in it can be read as markup.
 */
const ANTI_PHISHING_CODE_PATTERN = /^[\p{L}\p{N} _.-]+$/u;

export const ZAntiPhishingCode = z.string().check(
  z.trim(),
  z.minLength(ANTI_PHISHING_CODE_MIN, { message: 'rule.antiPhishingCode' }),
  z.maxLength(ANTI_PHISHING_CODE_MAX, { message: 'rule.antiPhishingCode' }),
  z.regex(ANTI_PHISHING_CODE_PATTERN, { message: 'rule.antiPhishingCode' }),
);

/** Sets or changes the anti-phishing code, proven by the login password. */
export const ZSetAntiPhishingCodeRequest = z.strictObject({
  code: ZAntiPhishingCode,
  password: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(64)),
});
export type TSetAntiPhishingCodeRequest = z.infer<typeof ZSetAntiPhishingCodeRequest>;
export const ZSetAntiPhishingCodeResponse = ZProtection;
