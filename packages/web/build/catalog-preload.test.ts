import { describe, expect, it } from 'vitest';
import { catalogFiles, forLanguage, indexFileFor } from './catalog-preload';

const HTML = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Meridian</title>\n  </head>\n  <body></body>\n</html>';

describe('catalogFiles', () => {
  it('finds each language by the first part of its catalog, with the chunks that one imports and antd-mobile\'s locale for it, and nothing else', () => {
    const files = catalogFiles([
      { type: 'chunk', fileName: 'assets/en-US-a1.js', facadeModuleId: '\0meridian-catalog:en-US:first', imports: ['assets/en-US-data.js'] },
      { type: 'chunk', fileName: 'assets/en-US-data.js', facadeModuleId: null, imports: ['assets/en-US-a1.js'] },
      { type: 'chunk', fileName: 'assets/zh-HK-b2.js', facadeModuleId: '\0meridian-catalog:zh-HK:first' },
      { type: 'chunk', fileName: 'assets/index-c3.js', facadeModuleId: '/repo/packages/web/src/main.tsx' },
      { type: 'chunk', fileName: 'assets/vendor-d4.js', facadeModuleId: null },
      { type: 'asset', fileName: 'assets/en-US.json' },
      // The rest of a catalog is fetched by the app itself.
      { type: 'chunk', fileName: 'assets/en-US-rest.js', facadeModuleId: '\0meridian-catalog:en-US:rest' },
      // antd-mobile's locale of a language comes with its catalog; English is in the app already.
      { type: 'chunk', fileName: 'assets/zh-HK-e5.js', facadeModuleId: '/repo/node_modules/antd-mobile/es/locales/zh-HK.js', imports: ['assets/base-f6.js'] },
      { type: 'chunk', fileName: 'assets/base-f6.js', facadeModuleId: null },
      { type: 'chunk', fileName: 'assets/en-US-g7.js', facadeModuleId: '/repo/node_modules/antd-mobile/es/locales/en-US.js' },
    ]);
    expect([...files]).toEqual([
      ['en-US', ['assets/en-US-a1.js', 'assets/en-US-data.js']],
      ['zh-HK', ['assets/zh-HK-b2.js', 'assets/zh-HK-e5.js', 'assets/base-f6.js']],
    ]);
  });
});

describe('forLanguage', () => {
  it('names the language on the root element and preloads the catalog as the last element of the head', () => {
    expect(forLanguage(HTML, 'tr', ['/assets/tr-e5.js'])).toBe(
      '<!doctype html>\n<html lang="tr">\n  <head>\n    <title>Meridian</title>\n    <link rel="modulepreload" crossorigin href="/assets/tr-e5.js">\n  </head>\n  <body></body>\n</html>',
    );
  });

  it('adds only what the page does not preload already', () => {
    const page = HTML.replace('</head>', '  <link rel="modulepreload" crossorigin href="/assets/vendor.js">\n  </head>');
    const out = forLanguage(page, 'es', ['/assets/es-1.js', '/assets/vendor.js', '/assets/es-2.js']);
    expect(out.match(/vendor\.js/g)).toHaveLength(1);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/es-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/es-2.js">\n  </head>');
  });

  it('refuses a page without a head rather than writing one that preloads nothing', () => {
    expect(() => forLanguage('<html><body></body></html>', 'tr', ['/assets/tr-e5.js'])).toThrow(/no <\/head>/);
  });
});

describe('indexFileFor', () => {
  it('keeps index.html for the fallback language and names the others', () => {
    expect(indexFileFor('en-US', 'en-US')).toBe('index.html');
    expect(indexFileFor('es', 'en-US')).toBe('index.es.html');
  });
});
