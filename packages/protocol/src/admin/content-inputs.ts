import { z } from 'zod/mini';
import { ZAmountText, ZPercentText } from './settings/decimal-text-fields.js';
import { ZLanguage } from './settings/localized-text-fields.js';
import {
  WINDOW_FIELDS,
  ZAdminId,
  ZAppLink,
  ZClearableMoment,
  ZHelpCode,
  ZHtml,
  ZImageData,
  ZItemName,
  ZLimit,
  ZLockDays,
  ZMemberUsername,
  ZSingleLimit,
  ZSort,
  ZSummary,
  ZTextLanguage,
  ZTitle,
} from './input-fields.js';

/**
 * What the content and product commands take (admin-inputs.ts). A change (`…-set`) names its
 * record and the fields it changes; the texts it gives are its `language`'s versions.
 */

export const ZMiningProductAddInput = z.strictObject({
  itemName: ZItemName,
  language: ZTextLanguage,
  price: ZAmountText,
  dailyRate: ZPercentText,
  lockDays: ZLockDays,
  singleLimit: ZSingleLimit,
  expiresAt: ZClearableMoment,
  sort: z.optional(ZSort),
});
export const ZMiningProductSetInput = z.strictObject({
  id: ZAdminId,
  itemName: z.optional(ZItemName),
  language: ZTextLanguage,
  price: z.optional(ZAmountText),
  dailyRate: z.optional(ZPercentText),
  lockDays: z.optional(ZLockDays),
  singleLimit: z.optional(ZSingleLimit),
  expiresAt: ZClearableMoment,
  enabled: z.optional(z.boolean()),
  sort: z.optional(ZSort),
});

export const ZGoodsAddInput = z.strictObject({ itemName: ZItemName, language: ZTextLanguage, price: ZAmountText, image: z.optional(ZImageData), sort: z.optional(ZSort) });
export const ZGoodsSetInput = z.strictObject({
  id: ZAdminId,
  itemName: z.optional(ZItemName),
  language: ZTextLanguage,
  price: z.optional(ZAmountText),
  image: z.optional(ZImageData),
  enabled: z.optional(z.boolean()),
  sort: z.optional(ZSort),
});

export const ZNoticesInput = z.strictObject({ limit: ZLimit });
export const ZNoticeAddInput = z.strictObject({ title: ZTitle, content: ZHtml, language: ZTextLanguage, popup: z.optional(z.boolean()), ...WINDOW_FIELDS });
export const ZNoticeSetInput = z.strictObject({ id: ZAdminId, title: z.optional(ZTitle), content: z.optional(ZHtml), language: ZTextLanguage, ...WINDOW_FIELDS });
export const ZNoticeRemoveInput = z.strictObject({ id: ZAdminId });
/** A letter to one member, or (without `member`) to every member. */
export const ZLetterSendInput = z.strictObject({ title: ZTitle, content: ZHtml, language: ZTextLanguage, member: z.optional(ZMemberUsername) });

export const ZHelpSetInput = z.strictObject({ code: ZHelpCode, language: ZLanguage, title: ZTitle, content: ZHtml, sort: z.optional(ZSort) });
/** An article in one language, or (without `language`) in all of them. */
export const ZHelpRemoveInput = z.strictObject({ code: ZHelpCode, language: z.optional(ZLanguage) });

export const ZActivityAddInput = z.strictObject({
  language: ZTextLanguage,
  title: ZTitle,
  summary: ZSummary,
  content: ZHtml,
  image: z.optional(ZImageData),
  ...WINDOW_FIELDS,
  sort: z.optional(ZSort),
});
export const ZActivitySetInput = z.strictObject({
  id: ZAdminId,
  language: ZTextLanguage,
  title: z.optional(ZTitle),
  summary: z.optional(ZSummary),
  content: z.optional(ZHtml),
  image: z.optional(ZImageData),
  ...WINDOW_FIELDS,
  enabled: z.optional(z.boolean()),
  sort: z.optional(ZSort),
});

export const ZBannerAddInput = z.strictObject({
  title: ZTitle,
  language: ZTextLanguage,
  image: ZImageData,
  link: z.optional(z.nullable(ZAppLink)),
  sort: z.optional(ZSort),
  ...WINDOW_FIELDS,
});
export const ZBannerSetInput = z.strictObject({
  id: ZAdminId,
  title: z.optional(ZTitle),
  language: ZTextLanguage,
  image: z.optional(ZImageData),
  link: z.optional(z.nullable(ZAppLink)),
  enabled: z.optional(z.boolean()),
  sort: z.optional(ZSort),
  ...WINDOW_FIELDS,
});
