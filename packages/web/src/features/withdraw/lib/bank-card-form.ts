import { ZAddBankCardRequest, normalizeIban } from '@meridian/protocol';
import { z } from 'zod/mini';
import { requestForm } from '../../../lib/request-form';

/** What the new card form holds: every value as typed ('' for no bank chosen yet). */
export type BankCardForm = { bankCode: string; holder: string; account: string; iban: string };

export const EMPTY_BANK_CARD_FORM: BankCardForm = { bankCode: '', holder: '', account: '', iban: '' };

/**
 * The new card checked with the protocol's `ZAddBankCardRequest` (the IBAN checksum included), as
 * the server will: spaces are for reading a long number, so the account is its digits and the IBAN
 * is normalised, and an empty IBAN is none. An empty name would break the contract's length rule;
 * the member hears that it is missing (`holderRequired`), not that it is short.
 */
export function bankCardFormSchema(holderRequired: string) {
  return requestForm(
    (form: BankCardForm) => ({
      bankCode: form.bankCode,
      holder: form.holder.trim(),
      account: form.account.replace(/\s+/g, ''),
      ...(form.iban.trim() === '' ? {} : { iban: normalizeIban(form.iban) }),
    }),
    z.extend(ZAddBankCardRequest, {
      holder: z.pipe(z.string().check(z.minLength(1, { message: holderRequired })), ZAddBankCardRequest.shape.holder),
    }),
  );
}
