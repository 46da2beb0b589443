import type { Plugin } from 'vite';
import { CATALOG_PART_ID } from './catalog-parts.js';

/**
 * The app's first render waits for the first part of its language's catalog (src/main.tsx,
 * src/i18n/first-paint-texts.ts), and it asks for it only once its scripts have run: on a slow
 * phone network one more round trip after them, on the path to the first page. So the build writes
 * index.html once per language, each naming that part (and antd-mobile's locale for the language)
 * as modules to fetch at once, beside the scripts: `index.html` for the fallback language and
 * `index.<language>.html` for the others. The server sends the one of the member's chosen language,
 * else the browser's (static/web-app.ts). A member whose language is not the page's fetches their
 * own as before; the preloaded part is then the only cost (about 2 KB).
 */

/** A built file, as far as this plugin reads it. */
export interface BuiltFile {
  type: 'chunk' | 'asset';
  fileName: string;
  /** Chunks: the module the chunk is (a catalog chunk's is its JSON file). */
  facadeModuleId?: string | null;
  /** Chunks: the chunks it imports statically. */
  imports?: readonly string[];
}

/** antd-mobile's own locales, fetched with the catalogs (src/i18n/index.ts). */
const LIBRARY_LOCALE_MODULE = /[\\/]antd-mobile[\\/]es[\\/]locales[\\/]([\w-]+)\.js$/;
/** The app language each of antd-mobile's locales is fetched for (src/i18n/index.ts). */
const LIBRARY_LOCALE_LANGUAGE: Readonly<Record<string, string>> = { 'zh-HK': 'zh-HK', 'id-ID': 'id', 'tr-TR': 'tr', 'es-ES': 'es' };

/**
 * Each language's catalog, by language, from the bundle: its chunk and the chunks that one imports
 * (a catalog that another module also imports statically is a small chunk re-exporting a shared one),
 * then antd-mobile's locale fetched with it, if the language has one, and what that imports.
 */
export function catalogFiles(files: readonly BuiltFile[]): Map<string, string[]> {
  const byName = new Map(files.map((file) => [file.fileName, file] as const));
  const withImports = (fileName: string, seen: Set<string>): string[] => {
    if (seen.has(fileName)) return [];
    seen.add(fileName);
    return [fileName, ...(byName.get(fileName)?.imports ?? []).flatMap((name) => withImports(name, seen))];
  };
  const catalogs = new Map<string, string[]>();
  const library = new Map<string, string[]>();
  for (const file of files) {
    const facade = file.type === 'chunk' ? (file.facadeModuleId ?? '') : '';
    // The first part of a catalog (catalog-parts.ts) is what the first render waits for; the app
    // fetches the rest at launch.
    const part = CATALOG_PART_ID.exec(facade);
    const language = part?.[2] === 'first' ? part[1] : undefined;
    if (language !== undefined) catalogs.set(language, withImports(file.fileName, new Set()));
    const libraryLanguage = LIBRARY_LOCALE_LANGUAGE[LIBRARY_LOCALE_MODULE.exec(facade)?.[1] ?? ''];
    if (libraryLanguage !== undefined) library.set(libraryLanguage, withImports(file.fileName, new Set()));
  }
  // A language's catalog first, then antd-mobile's locale for it, each with what it imports.
  for (const [language, own] of catalogs) catalogs.set(language, [...new Set([...own, ...(library.get(language) ?? [])])]);
  return catalogs;
}

/**
 * `html` in `language`: its root element says so, and a modulepreload of each of `hrefs` (the
 * catalog) that it does not preload yet ends its head, written as Vite writes its own.
 */
export function forLanguage(html: string, language: string, hrefs: readonly string[]): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to preload the catalog in');
  const links = hrefs.filter((href) => !html.includes(`href="${href}"`)).map((href) => `  <link rel="modulepreload" crossorigin href="${href}">\n`);
  return html.replace(/<html lang="[^"]*">/, `<html lang="${language}">`).replace('</head>', `${links.join('  ')}  </head>`);
}

/** The variant's file name: the fallback language keeps index.html. */
export function indexFileFor(language: string, fallback: string): string {
  return language === fallback ? 'index.html' : `index.${language}.html`;
}

export function catalogPreload(options: { fallback: string; languages: readonly string[] }): Plugin {
  let base = '/';
  return {
    name: 'meridian:catalog-preload',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('catalog-preload: the bundle has no index.html');
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const catalogs = catalogFiles(Object.values(bundle));
      for (const language of options.languages) {
        const files = catalogs.get(language);
        if (files === undefined) return this.error(`catalog-preload: no catalog chunk for ${language}`);
        const source = forLanguage(
          html,
          language,
          files.map((file) => `${base}${file}`),
        );
        if (language === options.fallback) page.source = source;
        else this.emitFile({ type: 'asset', fileName: indexFileFor(language, options.fallback), source });
      }
    },
  };
}
