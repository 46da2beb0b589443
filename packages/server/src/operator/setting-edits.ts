import { z } from 'zod';
import type { Tx } from '../db/types.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { SETTING_SCHEMAS, type SettingKey, type SettingValue } from '../settings/setting-schemas.js';
import { readSetting, SETTINGS_TTL_MS, writeSetting } from '../settings/settings-store.js';
import { THEME_COLOR_PARAMS } from '../settings/app-settings.js';
import { isConsoleMessageKey, said } from '../i18n/console/console-translate.js';
import { APPLIES_TO_NEW_ORDERS } from './command-fields.js';
import type { CommandOutcome } from './command-types.js';

/** What the commands that read and change operator settings share. */

/** Every key SETTING_SCHEMAS knows, so a setting added there is editable with no change here. */
const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as [SettingKey, ...SettingKey[]];
export const ZSettingKey = z.enum(SETTING_KEYS, { message: `one of ${SETTING_KEYS.join(', ')}` });

/** A second contract's duration: at most a day. */
export const ZContractSeconds = z.number().int().positive().max(86_400);

/** When a changed setting shows: this server forgets it at once, the others within their cache time. */
export const SHOWN_WITHIN = `Running servers show it within ${SETTINGS_TTL_MS / 1000} s.`;
const WHEN = `${APPLIES_TO_NEW_ORDERS} Running servers use it within ${SETTINGS_TTL_MS / 1000} s.`;

/** The setting's value now, and where it comes from (stored, or the default). */
export async function current<K extends SettingKey>(tx: Tx, key: K): Promise<{ value: SettingValue<K>; source: string }> {
  const read = await readSetting(tx, key);
  if (typeof read === 'object') return { value: read.value, source: 'stored' };
  return { value: DEFAULT_SETTINGS[key], source: read === 'missing' ? 'default' : 'default; the stored value is malformed' };
}

export function issuesText(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');
}

/**
 * Why a value was refused: a sentence of the console's catalog when the schema names one (the
 * operator reads it in their language), else the schema's own words. A malformed value is a bad
 * request (400), as any other field the admin API refuses.
 */
function refusedSetting(key: SettingKey, error: z.core.$ZodError): CommandOutcome {
  const message = error.issues[0]?.message ?? '';
  if (isConsoleMessageKey(message)) return { ok: false, status: 400, ...said(message, { setting: key, ...THEME_COLOR_PARAMS }) };
  return { ok: false, status: 400, text: `Setting "${key}" was not changed: ${issuesText(error)}` };
}

/** Checks `value` against the setting's schema and saves it; `done` says what changed. */
export async function saveSetting(tx: Tx, key: SettingKey, value: unknown, done: string): Promise<CommandOutcome> {
  const checked = SETTING_SCHEMAS[key].safeParse(value);
  if (!checked.success) return refusedSetting(key, checked.error);
  const before = await current(tx, key);
  await writeSetting(tx, key, checked.data as SettingValue<SettingKey>);
  return { ok: true, text: `${done} ${WHEN}`, data: { key, previous: before.value, value: checked.data } };
}
