import { z } from 'zod/mini';
import { ZLocalizedTextValue } from './localized-text-value.js';

/**
 * What the admin API answers about products and content: each record as stored, its texts in
 * every language, times ISO, and when members see it (`startsAt`, `endsAt`: null for none).
 */
const ZShowWindow = { startsAt: z.nullable(z.string()), endsAt: z.nullable(z.string()) };

export const ZAdminGoodsItem = z.object({
  id: z.int(),
  name: ZLocalizedTextValue,
  /** Served by the server (`/media/goods/3.svg`, `/uploads/…`). */
  image: z.string(),
  price: z.string(),
  currency: z.string(),
  enabled: z.boolean(),
  sort: z.int(),
  createdAt: z.string(),
});
export type TAdminGoodsItem = z.infer<typeof ZAdminGoodsItem>;
export const ZGoodsListAnswer = z.object({ goods: z.array(ZAdminGoodsItem) });
export const ZGoodsAnswer = z.object({ goods: ZAdminGoodsItem });

export const ZAdminMiningProduct = z.object({
  id: z.int(),
  name: ZLocalizedTextValue,
  price: z.string(),
  currency: z.string(),
  /** Income per day, in percent of the price. */
  dailyRate: z.string(),
  lockDays: z.int(),
  /** How many of it one member may hold at once. */
  singleLimit: z.int(),
  /** After this it cannot be bought; null: no end. */
  expiresAt: z.nullable(z.string()),
  enabled: z.boolean(),
  sort: z.int(),
  createdAt: z.string(),
});
export type TAdminMiningProduct = z.infer<typeof ZAdminMiningProduct>;
export const ZMiningProductsAnswer = z.object({ products: z.array(ZAdminMiningProduct) });
export const ZMiningProductAnswer = z.object({ product: ZAdminMiningProduct });

/** A home banner (the app's carousel). */
export const ZAdminBanner = z.object({
  id: z.int(),
  title: ZLocalizedTextValue,
  image: z.string(),
  /** An app route a tap opens, or null. */
  link: z.nullable(z.string()),
  sort: z.int(),
  enabled: z.boolean(),
  ...ZShowWindow,
  createdAt: z.string(),
});
export type TAdminBanner = z.infer<typeof ZAdminBanner>;
export const ZBannersAnswer = z.object({ banners: z.array(ZAdminBanner) });
export const ZBannerAnswer = z.object({ banner: ZAdminBanner });

/** An activity without its content (long HTML), which the list and the answers leave out. */
export const ZAdminActivity = z.object({
  id: z.int(),
  title: ZLocalizedTextValue,
  summary: ZLocalizedTextValue,
  image: z.string(),
  ...ZShowWindow,
  enabled: z.boolean(),
  sort: z.int(),
  createdAt: z.string(),
});
export type TAdminActivity = z.infer<typeof ZAdminActivity>;
export const ZActivitiesAnswer = z.object({ activities: z.array(ZAdminActivity) });
export const ZActivityAnswer = z.object({ activity: ZAdminActivity });

export const ZAdminNotice = z.object({
  id: z.int(),
  title: ZLocalizedTextValue,
  /** HTML as the operator wrote it, per language. */
  content: ZLocalizedTextValue,
  /** Also pushed as a popup when it was published (such a notice has no dates). */
  popup: z.boolean(),
  ...ZShowWindow,
  createdAt: z.string(),
});
export type TAdminNotice = z.infer<typeof ZAdminNotice>;
export const ZNoticesAnswer = z.object({ notices: z.array(ZAdminNotice) });
export const ZNoticeAnswer = z.object({ notice: ZAdminNotice });
/** A notice published or removed, a popup kept as a notice. */
export const ZNoticeIdAnswer = z.object({ id: z.int() });

/** One language of a help article, without its content. */
export const ZAdminHelpArticle = z.object({ code: z.string(), language: z.string(), title: z.string(), sort: z.int() });
export type TAdminHelpArticle = z.infer<typeof ZAdminHelpArticle>;
export const ZHelpArticlesAnswer = z.object({ articles: z.array(ZAdminHelpArticle) });
export const ZHelpSetAnswer = z.object({ id: z.int(), code: z.string(), language: z.string() });
export const ZHelpRemoveAnswer = z.object({ code: z.string(), languages: z.array(z.string()) });

/** A letter sent to one member, or to everyone (`memberId` null). */
export const ZLetterSendAnswer = z.object({ id: z.int(), memberId: z.nullable(z.int()) });
/** How many members a letter to everyone reaches. */
export const ZLetterReachAnswer = z.object({ members: z.int() });
