import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BudgetFile } from './bundle-budget';
import { checkBudget, gzippedSize, homeBytes, homeFiles, type BundleFile, type HomeBytes } from './home-bytes';

const W = '/repo/packages/web/src';
const HOME = /[\\/]src[\\/]app[\\/]pages[\\/]home-page\.tsx$/;
const options = { homeModule: HOME, language: 'en-US' };

const chunk = (fileName: string, facts: Partial<BundleFile> = {}): BundleFile => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  facadeModuleId: null,
  moduleIds: [],
  code: `/* ${fileName} */`,
  viteMetadata: { importedCss: new Set() },
  ...facts,
});
const asset = (fileName: string, source: string): BundleFile => ({ type: 'asset', fileName, source });

/**
 * main.js (the entry, holding main.tsx and the home page) imports the runtime and vendor, which
 * imports react; it loads the market page and the catalogs lazily. The market page imports a
 * helper no first-page chunk imports, and links CSS of its own.
 */
const eager: BundleFile[] = [
  chunk('assets/main.js', {
    isEntry: true,
    facadeModuleId: '/repo/packages/web/index.html',
    moduleIds: [`${W}/main.tsx`, `${W}/app/pages/home-page.tsx`],
    imports: ['assets/runtime.js', 'assets/vendor.js'],
    dynamicImports: ['assets/market.js', 'assets/en-US.js', 'assets/zh-HK.js'],
    viteMetadata: { importedCss: new Set(['assets/main.css']) },
  }),
  chunk('assets/runtime.js'),
  chunk('assets/vendor.js', { imports: ['assets/react.js', 'assets/runtime.js'], viteMetadata: { importedCss: new Set(['assets/vendor.css']) } }),
  chunk('assets/react.js'),
  chunk('assets/market.js', {
    facadeModuleId: `${W}/features/market/pages/market-page.tsx`,
    moduleIds: [`${W}/features/market/pages/market-page.tsx`],
    imports: ['assets/vendor.js', 'assets/market-helper.js'],
    viteMetadata: { importedCss: new Set(['assets/market.css']) },
  }),
  chunk('assets/market-helper.js', { code: 'market helper '.repeat(200) }),
  chunk('assets/en-US.js', { facadeModuleId: '\0meridian-catalog:en-US:first', moduleIds: ['\0meridian-catalog:en-US:first'] }),
  chunk('assets/zh-HK.js', { facadeModuleId: '\0meridian-catalog:zh-HK:first', moduleIds: ['\0meridian-catalog:zh-HK:first'] }),
  asset('assets/main.css', '.home { color: blue; }'),
  asset('assets/vendor.css', '.adm-button { color: red; }'),
  asset('assets/market.css', '.market { color: green; }'.repeat(50)),
  asset('index.html', '<html></html>'),
];

/** The same app with home as a lazy page of its own, which imports a card helper and links its CSS. */
const lazy: BundleFile[] = [
  ...eager.map((file) =>
    file.fileName === 'assets/main.js' ? { ...file, moduleIds: [`${W}/main.tsx`], dynamicImports: [...(file.dynamicImports ?? []), 'assets/home.js'] } : file,
  ),
  chunk('assets/home.js', {
    facadeModuleId: `${W}/app/pages/home-page.tsx`,
    moduleIds: [`${W}/app/pages/home-page.tsx`],
    imports: ['assets/vendor.js', 'assets/card.js'],
    viteMetadata: { importedCss: new Set(['assets/home.css']) },
  }),
  chunk('assets/card.js'),
  asset('assets/home.css', '.card { margin: 0; }'),
];

describe('homeFiles', () => {
  it('counts the entry, its static imports transitively and the catalog, not other pages or languages', () => {
    expect(homeFiles(eager, options)).toEqual({
      js: ['assets/main.js', 'assets/runtime.js', 'assets/vendor.js', 'assets/react.js', 'assets/en-US.js'],
      css: ['assets/main.css', 'assets/vendor.css'],
    });
  });

  it('counts a lazy home chunk with its static imports and its CSS', () => {
    expect(homeFiles(lazy, options)).toEqual({
      js: ['assets/main.js', 'assets/runtime.js', 'assets/vendor.js', 'assets/react.js', 'assets/home.js', 'assets/card.js', 'assets/en-US.js'],
      css: ['assets/main.css', 'assets/vendor.css', 'assets/home.css'],
    });
  });

  it('refuses a bundle in which no chunk holds the home page', () => {
    const homeless = eager.map((file) => (file.fileName === 'assets/main.js' ? { ...file, moduleIds: [`${W}/main.tsx`] } : file));
    expect(() => homeFiles(homeless, options)).toThrow(/no chunk holds the home page/);
  });

  it('refuses a bundle without the language\'s catalog', () => {
    expect(() => homeFiles(eager, { ...options, language: 'tr' })).toThrow(/no catalog chunk for tr/);
  });
});

describe('homeBytes', () => {
  it('sums the gzipped size of the counted files by kind', () => {
    const size = (fileName: string) => {
      const file = eager.find((candidate) => candidate.fileName === fileName);
      return gzippedSize(file?.code ?? file?.source ?? '');
    };
    const js = ['assets/main.js', 'assets/runtime.js', 'assets/vendor.js', 'assets/react.js', 'assets/en-US.js'];
    const bytes = homeBytes(eager, options);
    expect(bytes.js).toBe(js.reduce((sum, name) => sum + size(name), 0));
    expect(bytes.css).toBe(size('assets/main.css') + size('assets/vendor.css'));
    expect(bytes.files).toContainEqual({ fileName: 'assets/vendor.css', kind: 'css', gzipped: size('assets/vendor.css') });
  });

  it('measures gzip at level 9, as the server\'s precompressed copies', () => {
    const text = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${(i * 7919) % 1000};`).join('\n');
    expect(gzippedSize(text)).toBe(gzipSync(text, { level: 9 }).length);
    expect(gzippedSize(text)).toBeLessThan(text.length);
  });
});

const budget: BudgetFile = { measuredOn: '2026-11-25', js: { budget: 300_000, measured: 291_000 }, css: { budget: 12_000, measured: 11_600 } };
const measured = (js: number, css: number): HomeBytes => ({
  files: [
    { fileName: 'assets/react.js', kind: 'js', gzipped: 100_000 },
    { fileName: 'assets/main.js', kind: 'js', gzipped: 2_000 },
    { fileName: 'assets/vendor.js', kind: 'js', gzipped: js - 102_000 },
    { fileName: 'assets/vendor.css', kind: 'css', gzipped: css },
  ],
  js,
  css,
});

describe('checkBudget', () => {
  it('passes at or under budget with one line of the totals and budgets', () => {
    expect(checkBudget(measured(300_000, 11_000), budget)).toEqual({
      passed: true,
      message: 'home first paint: JS 293.0 KB gzipped (budget 293.0 KB), CSS 10.7 KB gzipped (budget 11.7 KB)',
    });
  });

  it('fails when JavaScript is over budget, naming the totals, the budget and the largest files first', () => {
    const verdict = checkBudget(measured(310_000, 11_000), budget);
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toContain('JS 302.7 KB gzipped (budget 293.0 KB)');
    expect(verdict.message).toContain('JS is over its budget of 300000 bytes by 10000 (measured at 291000 on 2026-11-25)');
    expect(verdict.message).toMatch(/assets\/vendor\.js: 203\.1 KB\n {2}assets\/react\.js: 97\.7 KB\n {2}assets\/main\.js: 2\.0 KB/);
    expect(verdict.message).not.toContain('vendor.css');
  });

  it('fails when CSS alone is over budget, naming the CSS files', () => {
    const verdict = checkBudget(measured(290_000, 12_001), budget);
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toContain('CSS is over its budget of 12000 bytes by 1 (');
    expect(verdict.message).not.toContain('JS is');
    expect(verdict.message).toContain('assets/vendor.css: 11.7 KB');
  });
});
