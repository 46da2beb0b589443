import { z } from 'zod';
import { isValidIban } from '../../rules/iban.js';
import { ZOptionalTwoStepCode } from '../shared.js';

/** Account numbers are digits only; the app removes the spaces a member types for reading. */
export const BANK_ACCOUNT_PATTERN = /^\d{6,30}$/;

export const ZAddBankCardRequest = z
  .object({
    /** A code from getEnableBanks. */
    bankCode: z.string().trim().min(1, { message: 'rule.required' }).max(32, { message: 'rule.tooLong' }),
    holder: z.string().trim().min(2, { message: 'rule.tooShort' }).max(60, { message: 'rule.tooLong' }),
    account: z.string().trim().regex(BANK_ACCOUNT_PATTERN, { message: 'rule.bankAccount' }),
    /** Optional; when given it must pass the ISO 13616 checksum (spaces allowed). */
    iban: z
      .string()
      .trim()
      .max(42, { message: 'rule.iban' })
      .refine((value) => value === '' || isValidIban(value), { message: 'rule.iban' })
      .optional(),
    twoStepCode: ZOptionalTwoStepCode,
  })
  .strict();
export type TAddBankCardRequest = z.infer<typeof ZAddBankCardRequest>;
