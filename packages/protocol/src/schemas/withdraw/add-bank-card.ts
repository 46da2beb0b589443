import { z } from 'zod/mini';
import { isValidIban } from '../../rules/iban.js';
import { singleLine, ZOptionalTwoStepCode } from '../shared.js';

/** Account numbers are digits only; the app removes the spaces a member types for reading. */
export const BANK_ACCOUNT_PATTERN = /^\d{6,30}$/;

export const ZAddBankCardRequest = z.strictObject({
  /** A code from getEnableBanks. */
  bankCode: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(32, { message: 'rule.tooLong' })),
  holder: z.string().check(z.trim(), singleLine(), z.minLength(2, { message: 'rule.tooShort' }), z.maxLength(60, { message: 'rule.tooLong' })),
  account: z.string().check(z.trim(), z.regex(BANK_ACCOUNT_PATTERN, { message: 'rule.bankAccount' })),
  /** Optional; when given it must pass the ISO 13616 checksum (spaces allowed). */
  iban: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(42, { message: 'rule.iban' }),
      z.refine((value) => value === '' || isValidIban(value), { message: 'rule.iban' }),
    ),
  ),
  twoStepCode: ZOptionalTwoStepCode,
});
export type TAddBankCardRequest = z.infer<typeof ZAddBankCardRequest>;
