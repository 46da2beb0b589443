import { Decimal } from 'decimal.js';
import { currencyScale, FALLBACK_LANGUAGE, type AppLanguage } from '@meridian/protocol';
import type { DbOrTx } from '../db/types.js';
import { said, saidPart, type Said, type SaidParam } from '../i18n/console/console-translate.js';
import { withVersion, type LocalizedText } from '../i18n/localized-text.js';
import { readSetting } from '../settings/settings-store.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';

/**
 * What the commands share beyond their fields (which are the contract's: protocol admin/input-fields.ts):
 * flags, how a text's versions are put in, the platform's pricing, and how lists say things.
 */

/** How many rows a list shows unless the operator asks for more (ZLimit allows up to 500). */
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
