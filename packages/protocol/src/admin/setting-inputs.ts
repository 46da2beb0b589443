import { z } from 'zod/mini';
import { ZCustomerServiceConfig } from '../schemas/common/get-customer-service-config.js';
import { ZAmountText, ZPercentText } from './settings/decimal-text-fields.js';
import { ZContractSeconds } from './settings/contract-settings.js';
import { ZSettingKey } from './settings/setting-schemas.js';
import { ZImageData, ZItemName, ZTextLanguage } from './input-fields.js';

/** What the commands on settings and terms take (admin-inputs.ts). */

export const ZSettingsGetInput = z.strictObject({ key: ZSettingKey });
/** The value is checked against its key's schema (SETTING_SCHEMAS) once the key is known. */
export const ZSettingsSetInput = z.strictObject({ key: ZSettingKey, value: z.json() });

export const ZContractOptionSetInput = z.strictObject({
  seconds: ZContractSeconds,
  yieldPercent: z.optional(ZPercentText),
  minAmount: z.optional(ZAmountText),
  maxAmount: z.optional(ZAmountText),
});
export const ZContractOptionRemoveInput = z.strictObject({ seconds: ZContractSeconds });

export const ZInterestTermsInput = z.strictObject({
  minAmount: z.optional(ZAmountText),
  dailyRatePercent: z.optional(ZPercentText),
  holdDays: z.optional(z.int().check(z.gte(0), z.lte(3650))),
  handlingPercent: z.optional(ZPercentText),
});

/** A recharge or withdrawal channel's name as members read it, by the channel's code. */
export const ZChannelNameInput = z.strictObject({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), text: ZItemName, language: ZTextLanguage });
export const ZSupportHoursInput = z.strictObject({
  text: z.string().check(z.trim(), z.minLength(1, 'the hours are required'), z.maxLength(200, 'at most 200 characters')),
  language: ZTextLanguage,
});
/** The kinds of support channel (the member API's). */
export const ZSupportKind = ZCustomerServiceConfig.shape.channels.def.element.shape.kind;
export const ZSupportLabelInput = z.strictObject({ kind: ZSupportKind, text: ZItemName, language: ZTextLanguage });
/** A new logo, or null: the default one again. */
export const ZLogoSetInput = z.strictObject({ image: z.nullable(ZImageData) });
