import { z } from 'zod';
import type { TSettingChange, TStoredSetting } from '@meridian/protocol';
import type { Tx } from '../db/types.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { SETTING_SCHEMAS, type SettingKey, type SettingValue } from '../settings/setting-schemas.js';
import { readSetting, SETTINGS_TTL_MS, writeSetting } from '../settings/settings-store.js';
import { THEME_COLOR_PARAMS } from '../settings/app-settings.js';
import { isConsoleMessageKey, said, saidPart, type SaidMessage } from '../i18n/console/console-translate.js';
import { APPLIES_TO_NEW_ORDERS } from './command-fields.js';
import type { CommandOutcome, PlainOutcome } from './command-types.js';

/** What the commands that read and change operator settings share. */

/** When a changed setting shows: this server forgets it at once, the others within their cache time. */
export const SHOWN_WITHIN = saidPart('setting.shownWithin', { seconds: SETTINGS_TTL_MS / 1000 });

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
function refusedSetting(key: SettingKey, error: z.core.$ZodError): PlainOutcome {
  const message = error.issues[0]?.message ?? '';
  if (isConsoleMessageKey(message)) return { ok: false, status: 400, ...said(message, { setting: key, ...THEME_COLOR_PARAMS }) };
  return { ok: false, status: 400, ...said('setting.invalid', { setting: key, issues: issuesText(error) }) };
}

/**
 * A setting's value or change as the answers' types list them, by key: the value of `key` is of
 * that key's schema (read or parsed by it), which TypeScript cannot follow through a key it only
 * knows as one of them.
 */
const storedSetting = (key: SettingKey, source: string, value: unknown) => ({ key, source, value }) as TStoredSetting;
const settingChange = (key: SettingKey, previous: unknown, value: unknown) => ({ key, previous, value }) as TSettingChange;

/** The setting as `settings-get` answers it. */
export async function stored(tx: Tx, key: SettingKey): Promise<TStoredSetting> {
  const { value, source } = await current(tx, key);
  return storedSetting(key, source, value);
}

/** Checks `value` against the setting's schema and saves it; `done` says what changed. */
export async function saveSetting(tx: Tx, key: SettingKey, value: unknown, done: SaidMessage): Promise<CommandOutcome<TSettingChange>> {
  const checked = SETTING_SCHEMAS[key].safeParse(value);
  if (!checked.success) return refusedSetting(key, checked.error);
  const before = await current(tx, key);
  await writeSetting(tx, key, checked.data as SettingValue<SettingKey>);
  return { ok: true, ...said('setting.savedWhen', { done, newOrdersOnly: APPLIES_TO_NEW_ORDERS, seconds: SETTINGS_TTL_MS / 1000 }), data: settingChange(key, before.value, checked.data) };
}
