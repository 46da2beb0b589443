/**
 * Every operator setting's schema is the contract's (the protocol's admin/settings), shared with
 * the console's forms; the values used until the operator sets one are default-settings.ts.
 */
export { SETTING_SCHEMAS, type SettingKey, type SettingValue, type Settings } from '@meridian/protocol';
