import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { currencyScale, FALLBACK_LANGUAGE, UPLOAD_MAX_BYTES, type AppLanguage } from '@meridian/protocol';
import type { DbOrTx } from '../db/types.js';
import { said, saidPart, type Said, type SaidParam } from '../i18n/console/console-translate.js';
import { withVersion, ZLanguage, type LocalizedText } from '../i18n/localized-text.js';
import { readSetting } from '../settings/settings-store.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';

/** The fields the product and content commands share, checked the same way from the CLI and the admin API. */

export const ZRecordId = z.number().int().positive().max(2_147_483_647);
export const ZTitle = z.string().trim().min(1, 'a title is required').max(200, 'at most 200 characters');
/** HTML as the operator writes it: stored as given, sanitised by the app when shown. */
export const ZHtml = z.string().trim().min(1, 'content is required').max(50_000, 'at most 50,000 characters');
export const ZItemName = z.string().trim().min(1, 'a name is required').max(100, 'at most 100 characters');
export const ZSort = z.number().int().min(-1_000_000).max(1_000_000);

/** The language a command's texts are written in; absent, the default language (en-US). */
export const ZTextLanguage = ZLanguage.optional();

export const ZUsername = z.string().trim().min(1).max(100);
/** An operator's sign-in name: letters, digits, `.`, `_` and `-`, 3 to 32 of them. */
export const ZOperatorName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,32}$/, '3 to 32 letters, digits, dots, dashes or underscores');
export const ZOrderNo = z.string().trim().min(1).max(64);
/** Why an operator decided: shown to the member (a rejection) or kept as the bill's memo (an adjustment). */
export const ZReason = z.string().trim().min(1, 'a reason is required').max(500);
/** How many rows a list shows: 20 unless the operator asks for more, at most 500. */
export const ZLimit = z.number().int().min(1).max(500);
export const DEFAULT_LIMIT = 20;

/** Flags and positionals many command lines share. */
export const LANGUAGE_FLAG = { language: ['language', 'text', '<lang>'] } as const;
export const ENABLED_FLAG = { enabled: ['enabled', 'bool'] } as const;
export const SORT_FLAG = { sort: ['sort', 'int'] } as const;
export const ID_POSITIONAL = { field: 'id', label: 'id', kind: 'int' } as const;

/**
 * The stored texts with the ones a command gives put in as its language's versions: writing one
 * language never erases another. Fields not given are left out (they do not change).
 */
export function putVersions<Field extends string>(
  stored: Partial<Readonly<Record<NoInfer<Field>, LocalizedText>>>,
  given: Readonly<Record<Field, string | undefined>>,
  language: AppLanguage = FALLBACK_LANGUAGE,
): Partial<Record<Field, LocalizedText>> {
  const put = Object.entries<string | undefined>(given).flatMap(([field, version]) =>
    version === undefined ? [] : [[field, withVersion(stored[field as Field], language, version)] as const],
  );
  return Object.fromEntries(put) as Partial<Record<Field, LocalizedText>>;
}

/** A new record's text: only the command's language has a version yet. */
export const firstVersion = (version: string, language: AppLanguage = FALLBACK_LANGUAGE): LocalizedText => withVersion(undefined, language, version);

/** Amounts and percentages: shared with the settings, which keep the same kinds of figures. */
export { ZAmountText, ZPercentText } from '../money/decimal-text-fields.js';
/** A moment with its offset, e.g. 2027-01-01T00:00:00Z; null clears it. */
export const ZMoment = z.iso.datetime({ offset: true, message: 'a time such as 2027-01-01T00:00:00Z' });

/** PNG or JPEG bytes as base64 (a data URL's prefix is allowed); what they are is checked from the bytes. */
export const ZImageData = z
  .string()
  .max(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64, `an image of at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`)
  .regex(/^(data:image\/[a-z+.-]+;base64,)?[A-Za-z0-9+/\s]+={0,2}$/, 'base64 image data');

/** An app route a tap opens, such as /pages/market/market; never another site. */
export const ZAppLink = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)\S*$/, 'an app route such as /pages/market/market');

/** What every command that changes terms or content says about orders and running servers. */
export const APPLIES_TO_NEW_ORDERS = saidPart('terms.newOrdersOnly');

/** The platform currency (the company setting's): products and goods are priced in it. */
async function platformCurrency(db: DbOrTx): Promise<string> {
  const read = await readSetting(db, 'company');
  return typeof read === 'object' ? read.value.currency : DEFAULT_SETTINGS.company.currency;
}

/** The platform currency, or the refusal when `price` (when given) has more decimals than it allows. */
export async function pricingCurrency(db: DbOrTx, price: string | undefined): Promise<{ ok: true; currency: string } | ({ ok: false } & Said)> {
  const currency = await platformCurrency(db);
  const scale = currencyScale(currency);
  if (price === undefined || new Decimal(price).decimalPlaces() <= scale) return { ok: true, currency };
  return { ok: false, ...said('price.tooManyDecimals', { amount: price, scale, currency }) };
}

/** `enabled`/`disabled` for an operator reading a list, in their language. */
export const onOff = (enabled: boolean) => saidPart(enabled ? 'state.enabled' : 'state.disabled');

/** A time for a list: ISO, or the phrase given for none. */
export const momentPart = (moment: Date | null, none: SaidParam): SaidParam => (moment === null ? none : moment.toISOString());

/** Whether a change command names anything to change (absent and undefined fields change nothing). */
export const hasChanges = (changes: Readonly<Record<string, unknown>>) => Object.values(changes).some((change) => change !== undefined);

/** A command's moment as a Date: undefined (not given) stays undefined, null (cleared) stays null. */
export function momentDate(moment: string | null): Date | null;
export function momentDate(moment: string | null | undefined): Date | null | undefined;
export function momentDate(moment: string | null | undefined): Date | null | undefined {
  return moment === undefined || moment === null ? moment : new Date(moment);
}
