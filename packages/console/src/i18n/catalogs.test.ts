import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import zhHK from './zh-HK.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix === '' ? key : `${prefix}.${key}`));
}

function textAt(catalog: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), catalog);
}

function placeholdersOf(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort() : [];
}

describe('console catalogs', () => {
  const english = keysOf(enUS).sort();
  const chinese = keysOf(zhHK).sort();

  it('en-US and zh-HK have exactly the same keys', () => {
    expect(chinese).toEqual(english);
  });

  it('every text of zh-HK fills the same placeholders as its English', () => {
    const differing = english.filter((key) => placeholdersOf(textAt(enUS, key)).join() !== placeholdersOf(textAt(zhHK, key)).join());
    expect(differing).toEqual([]);
  });

  it('zh-HK translates every text (only the language names stay as they are)', () => {
    const same = english.filter((key) => textAt(enUS, key) === textAt(zhHK, key));
    expect(same.filter((key) => !key.startsWith('languageNames.'))).toEqual([]);
  });
});
