import { z } from 'zod/mini';
import { UPLOAD_MAX_BYTES } from '../schemas/common/upload-img.js';
import { ZLanguage } from './settings/localized-text-fields.js';

/**
 * The fields operator commands share (admin-inputs.ts), checked the same way from the command
 * line, the admin API and the console's forms. Their messages are the operator's English: the
 * server answers them as they are, after the field's name.
 */

/** A row's id: a positive whole number that fits PostgreSQL's integer. */
export const ZAdminId = z.int().check(z.positive(), z.lte(2_147_483_647));
export const ZTitle = z.string().check(z.trim(), z.minLength(1, 'a title is required'), z.maxLength(200, 'at most 200 characters'));
/** HTML as the operator writes it: stored as given, sanitised by the app when shown. */
export const ZHtml = z.string().check(z.trim(), z.minLength(1, 'content is required'), z.maxLength(50_000, 'at most 50,000 characters'));
export const ZItemName = z.string().check(z.trim(), z.minLength(1, 'a name is required'), z.maxLength(100, 'at most 100 characters'));
export const ZSort = z.int().check(z.gte(-1_000_000), z.lte(1_000_000));
/** An activity's summary, shown in the list above its content. */
export const ZSummary = z.string().check(z.trim(), z.minLength(1, 'a summary is required'), z.maxLength(500, 'at most 500 characters'));

/** The language a command's texts are written in; absent, the default language (en-US). */
export const ZTextLanguage = z.optional(ZLanguage);

/** A member's username as an operator types it (the member's own rules are checked where it is looked up). */
export const ZMemberUsername = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
/** An operator's sign-in name: letters, digits, `.`, `_` and `-`, 3 to 32 of them. */
export const ZOperatorName = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._-]{3,32}$/, '3 to 32 letters, digits, dots, dashes or underscores'));
export const ZOrderNo = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
/** Why an operator decided: shown to the member (a rejection) or kept as the bill's memo (an adjustment). */
export const ZReason = z.string().check(z.trim(), z.minLength(1, 'a reason is required'), z.maxLength(500));
/** How many rows a list shows: 20 unless the operator asks for more, at most 500. */
export const ZLimit = z.int().check(z.gte(1), z.lte(500));

/**
 * What makes a money-moving command's retry harmless: the same id answers the first run's answer
 * (the console makes one per opening of its dialog, the CLI one per call).
 */
export const ZOperatorRequestId = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _'));

/** A moment with its offset, e.g. 2027-01-01T00:00:00Z. */
export const ZMoment = z.iso.datetime({ offset: true, message: 'a time such as 2027-01-01T00:00:00Z' });
/** A moment that may be cleared (null) or left as it is (absent). */
export const ZClearableMoment = z.optional(z.nullable(ZMoment));
/** When members see a banner, a notice or an activity: from `startsAt` (none: at once) until `endsAt` (none: for good). */
export const WINDOW_FIELDS = { startsAt: ZClearableMoment, endsAt: ZClearableMoment };

/** PNG or JPEG bytes as base64 (a data URL's prefix is allowed); what they are is checked from the bytes. */
export const ZImageData = z
  .string()
  .check(
    z.maxLength(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64, `an image of at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`),
    z.regex(/^(data:image\/[a-z+.-]+;base64,)?[A-Za-z0-9+/\s]+={0,2}$/, 'base64 image data'),
  );

/** An app route a tap opens, such as /pages/market/market; never another site. */
export const ZAppLink = z.string().check(z.trim(), z.maxLength(300), z.regex(/^\/(?!\/)\S*$/, 'an app route such as /pages/market/market'));

/** A help article's code, the same in every language. */
export const ZHelpCode = z
  .string()
  .check(z.trim(), z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a code of lowercase letters, digits, - and _ (at most 64), e.g. how_to_recharge'));

/** A mining product's lock in days, and how many of it one member may hold. */
export const ZLockDays = z.int().check(z.gte(1), z.lte(3650));
export const ZSingleLimit = z.int().check(z.gte(1), z.lte(100_000));

/** A day of UTC, such as 2026-11-24. */
export const ZDay = z.iso.date({ message: 'a day such as 2026-11-24' });
