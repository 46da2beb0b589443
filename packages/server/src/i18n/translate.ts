import type { AppLanguage } from '@meridian/protocol';
import { EN_US, type Catalog, type MessageKey } from './catalogs/en-us.js';
import { ZH_HK } from './catalogs/zh-hk.js';
import { ID } from './catalogs/id.js';
import { TR } from './catalogs/tr.js';
import { UK } from './catalogs/uk.js';
import { ES } from './catalogs/es.js';

export type { MessageKey } from './catalogs/en-us.js';
export type MessageParams = Readonly<Record<string, string | number>>;

const CATALOGS: Readonly<Record<AppLanguage, Partial<Catalog>>> = {
  'en-US': EN_US,
  'zh-HK': ZH_HK,
  id: ID,
  tr: TR,
  uk: UK,
  es: ES,
};

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(EN_US, key);
}

/** `template` with each `{name}` replaced by its parameter (left as it is when there is none). */
export function fillTemplate(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

function fill(language: AppLanguage, key: MessageKey, params: MessageParams): string {
  return fillTemplate(CATALOGS[language][key] ?? EN_US[key], params);
}

/**
 * The text of `key` in `language` (en-US when that catalog lacks it), with `{name}` filled in.
 * Messages are sentences: one that starts with a field's name (`{field} is too long.`) still
 * starts with a capital.
 */
export function translate(language: AppLanguage, key: MessageKey, params: MessageParams = {}): string {
  const text = fill(language, key, params);
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** A field's name for messages, in `language`; the raw name when there is no translation. */
export function fieldLabel(language: AppLanguage, field: string): string {
  const key = `field.${field}`;
  return isMessageKey(key) ? fill(language, key, {}) : field;
}
