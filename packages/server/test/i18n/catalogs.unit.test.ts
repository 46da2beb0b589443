import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EN_US, type Catalog } from '../../src/i18n/catalogs/en-us.js';
import { ES } from '../../src/i18n/catalogs/es.js';
import { ID } from '../../src/i18n/catalogs/id.js';
import { TR } from '../../src/i18n/catalogs/tr.js';
import { UK } from '../../src/i18n/catalogs/uk.js';
import { ZH_HK } from '../../src/i18n/catalogs/zh-hk.js';
import { fieldLabel, isMessageKey, translate } from '../../src/i18n/translate.js';

const schemasDir = fileURLToPath(new URL('../../../protocol/src/schemas', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogs', () => {
  it('translate every rule.* key the protocol schemas use', () => {
    const keys = new Set(filesUnder(schemasDir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(rule\.\w+)'/g)].map((m) => m[1] ?? '')));
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) {
      expect(isMessageKey(key), key).toBe(true);
      if (isMessageKey(key)) expect(ZH_HK[key], key).toBeTruthy();
    }
  });

  it('have zh-HK complete', () => {
    expect(Object.keys(ZH_HK).sort()).toEqual(Object.keys(EN_US).sort());
  });

  it.each([
    ['zh-HK', ZH_HK],
    ['id', ID],
    ['tr', TR],
    ['uk', UK],
    ['es', ES],
  ] as [string, Partial<Catalog>][])('%s uses only known keys and the same placeholders as en-US', (_language, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(isMessageKey(key), key).toBe(true);
      if (isMessageKey(key)) expect(placeholders(text), key).toEqual(placeholders(EN_US[key]));
    }
  });

  it('are complete in every other language too', () => {
    for (const catalog of [ID, TR, UK, ES]) {
      expect(Object.keys(EN_US).filter((key) => !(key in catalog))).toEqual([]);
    }
  });

  it('fill parameters, translate, and start sentences with a capital', () => {
    expect(translate('en-US', 'error.accountLocked', { minutes: 15 })).toBe('Too many failed attempts. Please try again in 15 minutes.');
    const indonesian = translate('id', 'error.accountLocked', { minutes: 15 });
    expect(indonesian).toContain('15');
    expect(indonesian).not.toBe(translate('en-US', 'error.accountLocked', { minutes: 15 }));
    expect(translate('en-US', 'rule.tooLong', { field: fieldLabel('en-US', 'nickname') })).toBe('The nickname is too long.');
    expect(fieldLabel('zh-HK', 'password')).toBe('密碼');
    expect(fieldLabel('zh-HK', 'somethingElse')).toBe('somethingElse');
  });
});
