import { z } from 'zod';
import { ZProtection } from './get-protection.js';

export const ANTI_PHISHING_CODE_MIN = 4;
export const ANTI_PHISHING_CODE_MAX = 20;

/**
 * Letters, digits, spaces, `-`, `_` and `.`: the code is written into mails and letters, so
 * nothing in it can be read as markup.
 */
const ANTI_PHISHING_CODE_PATTERN = /^[\p{L}\p{N} _.-]+$/u;

export const ZAntiPhishingCode = z
  .string()
  .trim()
  .min(ANTI_PHISHING_CODE_MIN, { message: 'rule.antiPhishingCode' })
  .max(ANTI_PHISHING_CODE_MAX, { message: 'rule.antiPhishingCode' })
  .regex(ANTI_PHISHING_CODE_PATTERN, { message: 'rule.antiPhishingCode' });

/** Sets or changes the anti-phishing code, proven by the login password. */
export const ZSetAntiPhishingCodeRequest = z
  .object({
    code: ZAntiPhishingCode,
    password: z.string().min(1, { message: 'rule.required' }).max(64),
  })
  .strict();
export type TSetAntiPhishingCodeRequest = z.infer<typeof ZSetAntiPhishingCodeRequest>;
export const ZSetAntiPhishingCodeResponse = ZProtection;
