import { z } from 'zod/mini';
import { ZContractSecondsSetting } from './settings/contract-settings.js';
import { ZSupportChannelSetting } from './settings/customer-service-settings.js';
import { ZInterestSettings } from './settings/interest-settings.js';
import { ZLanguage } from './settings/localized-text-fields.js';
import { SETTING_SCHEMAS, type SettingKey, type SettingValue } from './settings/setting-schemas.js';
import { ZLocalizedTextValue } from './localized-text-value.js';

/** What the admin API answers about settings and the terms commands that change them. */

/** A setting's value as the server reads it: its value, and whether it is stored or the default. */
export type TStoredSetting<K extends SettingKey = SettingKey> = { [Key in K]: { key: Key; source: string; value: SettingValue<Key> } }[K];

/** A setting changed (or a change of terms run by its approval): the value before and the value now. */
export type TSettingChange<K extends SettingKey = SettingKey> = { [Key in K]: { key: Key; previous: SettingValue<Key>; value: SettingValue<Key> } }[K];

const storedSetting = <K extends SettingKey>(key: K) => z.object({ key: z.literal(key), source: z.string(), value: SETTING_SCHEMAS[key] });
const settingChange = <K extends SettingKey>(key: K) => z.object({ key: z.literal(key), previous: SETTING_SCHEMAS[key], value: SETTING_SCHEMAS[key] });

// Each key by name, so that each answer's value has its own key's type (a map over the keys would give every value every type).
/** `GET /admin/settings/:key`: one of these by its key. */
export const ZSettingsGetAnswer = z.discriminatedUnion('key', [
  storedSetting('company'),
  storedSetting('app'),
  storedSetting('register'),
  storedSetting('customerService'),
  storedSetting('maintenance'),
  storedSetting('domains'),
  storedSetting('countries'),
  storedSetting('emailEnabled'),
  storedSetting('protocolEnabled'),
  storedSetting('recharge'),
  storedSetting('withdraw'),
  storedSetting('withdrawWhitelist'),
  storedSetting('contract'),
  storedSetting('interest'),
  storedSetting('task'),
  storedSetting('fourEyes'),
  storedSetting('kyc'),
]);
/** `PUT /admin/settings/:key`, and every command that saves a whole setting. */
export const ZSettingChangeAnswer = z.discriminatedUnion('key', [
  settingChange('company'),
  settingChange('app'),
  settingChange('register'),
  settingChange('customerService'),
  settingChange('maintenance'),
  settingChange('domains'),
  settingChange('countries'),
  settingChange('emailEnabled'),
  settingChange('protocolEnabled'),
  settingChange('recharge'),
  settingChange('withdraw'),
  settingChange('withdrawWhitelist'),
  settingChange('contract'),
  settingChange('interest'),
  settingChange('task'),
  settingChange('fourEyes'),
  settingChange('kyc'),
]);

export const ZContractOptionsAnswer = z.object({ options: z.array(ZContractSecondsSetting) });
/** Without changes, the interest wallet's terms; with some, the change of the `interest` setting. */
export const ZInterestTermsAnswer = z.union([z.object({ terms: ZInterestSettings }), ZSettingChangeAnswer]);
/** A channel, method or bank renamed in one language, and where the code was found. */
export const ZChannelNameAnswer = z.object({ code: z.string(), language: ZLanguage, places: z.array(z.string()) });
export const ZSupportHoursAnswer = z.object({ workingHours: ZLocalizedTextValue });
export const ZSupportLabelAnswer = z.object({ channels: z.array(ZSupportChannelSetting) });
