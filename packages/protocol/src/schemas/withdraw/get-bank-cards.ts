import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** A bank card as its owner sees it: the account and IBAN masked but for their last 4 characters. */
export const ZBankCard = z.object({
  id: z.int(),
  bankCode: z.string(),
  bankName: z.string(),
  holder: z.string(),
  /** `**** **** 1234` */
  account: z.string(),
  /** Masked like the account; empty when none was given. */
  iban: z.string(),
  createdAt: z.int(),
});
export type TBankCard = z.infer<typeof ZBankCard>;

export const ZGetBankCardsRequest = ZEmpty;
export const ZGetBankCardsResponse = z.object({ list: z.array(ZBankCard) });
export type TGetBankCardsResponse = z.infer<typeof ZGetBankCardsResponse>;
