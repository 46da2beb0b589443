import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_PAINT_TEXTS, splitCatalog, type CatalogPart } from '../src/i18n/first-paint-texts.js';

/**
 * Each catalog as two modules of its own, so that each is a chunk of its own: the texts of the
 * first paint (`virtual:catalog/<language>/first`) and the rest (`virtual:catalog/<language>/rest`),
 * cut from the one JSON file per language the translators keep (src/i18n/first-paint-texts.ts).
 */
const PREFIX = 'virtual:catalog/';
/** Rollup's mark of a module no file holds; the language and part follow. */
export const CATALOG_PART_ID = /^\0meridian-catalog:([\w-]+):(first|rest)$/;

function isCatalog(value: unknown): value is CatalogPart {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function catalogParts(): Plugin {
  return {
    name: 'meridian:catalog-parts',
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return null;
      const [language, part] = source.slice(PREFIX.length).split('/');
      if (language === undefined || (part !== 'first' && part !== 'rest')) return null;
      return `\0meridian-catalog:${language}:${part}`;
    },
    async load(id) {
      const match = CATALOG_PART_ID.exec(id);
      if (match === null) return null;
      const [, language, part] = match;
      // Read here, not when the module loads: a test that imports CATALOG_PART_ID runs in a window.
      const file = fileURLToPath(new URL(`../src/i18n/locales/${language ?? ''}.json`, import.meta.url));
      this.addWatchFile(file);
      const catalog: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!isCatalog(catalog)) throw new Error(`${file} is not a catalog`);
      const parts = splitCatalog(catalog, FIRST_PAINT_TEXTS);
      // Parsed from a string: V8 reads JSON faster than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part === 'first' ? parts.first : parts.rest))});`;
    },
  };
}
