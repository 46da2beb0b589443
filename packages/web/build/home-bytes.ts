import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { BudgetFile } from './bundle-budget.js';
import { catalogFiles, type BuiltFile } from './catalog-preload.js';

/**
 * What a visitor to home (`#/pages/home/index`) downloads before its first paint, in gzipped
 * bytes, held to the budget of build/bundle-budget.ts. Bytes, not time: the same build gives the
 * same figure on any machine, so a guard on it fails for growth alone, never for a busy runner.
 */

/** A built file, as far as the count reads it (Rollup's output chunks and assets fit it). */
export interface BundleFile extends BuiltFile {
  /** Chunks: whether index.html loads it as its script. */
  isEntry?: boolean;
  /** Chunks: the chunks it imports when it runs, not before. */
  dynamicImports?: readonly string[];
  /** Chunks: the modules it holds. */
  moduleIds?: readonly string[];
  /** Chunks: the code as written to disk. */
  code?: string;
  /** Assets: the content as written to disk. */
  source?: string | Uint8Array;
  /** Chunks: the CSS files Vite links with the chunk (a chunk's CSS modules end up there). */
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

export interface CountedFile {
  fileName: string;
  kind: 'js' | 'css';
  /** Gzipped at level 9, as scripts/precompress.mjs writes the copy the server sends. */
  gzipped: number;
}

export interface HomeBytes {
  /** In the order the walk found them: the entry first. */
  files: CountedFile[];
  js: number;
  css: number;
}

export interface HomeOptions {
  /** The home page's module: its chunk is the entry's (home is eager) or a lazy one of its own. */
  homeModule: RegExp;
  /** The language index.html preloads the catalog of (catalog-preload.ts): the first render waits for it. */
  language: string;
}

/**
 * The files the first paint of home waits for: the entry chunk and what it imports statically,
 * the chunk holding the home page and what that imports statically (nothing more while home is in
 * the entry's graph; a lazy home chunk otherwise), the language's catalog, and the CSS those
 * chunks link. Other pages' lazy chunks are not counted: they load when opened.
 *
 * Throws when the home page or the catalog is in no chunk: the count would then leave it out and
 * pass a build it should judge.
 */
export function homeFiles(files: readonly BundleFile[], { homeModule, language }: HomeOptions): { js: string[]; css: string[] } {
  const byName = new Map(files.map((file) => [file.fileName, file] as const));
  const chunks = files.filter((file) => file.type === 'chunk');
  const home = chunks.find((chunk) => chunk.moduleIds?.some((id) => homeModule.test(id)) === true);
  if (home === undefined) throw new Error(`no chunk holds the home page (${String(homeModule)})`);
  const catalog = catalogFiles(files).get(language);
  if (catalog === undefined) throw new Error(`no catalog chunk for ${language}`);

  const js: string[] = [];
  const pending = [...chunks.filter((chunk) => chunk.isEntry === true).map((chunk) => chunk.fileName), home.fileName, ...catalog];
  // Depth first from the entry, so the list reads as the browser meets the files.
  pending.reverse();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (js.includes(name)) continue;
    js.push(name);
    pending.push(...[...(byName.get(name)?.imports ?? [])].reverse());
  }
  const css = [...new Set(js.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]))];
  return { js, css };
}

export function gzippedSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

/** `homeFiles`, each with its gzipped size, and the totals. */
export function homeBytes(files: readonly BundleFile[], options: HomeOptions): HomeBytes {
  const byName = new Map(files.map((file) => [file.fileName, file] as const));
  const names = homeFiles(files, options);
  const measure = (fileName: string, kind: CountedFile['kind']): CountedFile => {
    const file = byName.get(fileName);
    const content = file?.type === 'chunk' ? file.code : file?.source;
    if (content === undefined) throw new Error(`${fileName} is linked but not in the bundle`);
    return { fileName, kind, gzipped: gzippedSize(content) };
  };
  const counted = [...names.js.map((name) => measure(name, 'js')), ...names.css.map((name) => measure(name, 'css'))];
  const total = (kind: CountedFile['kind']) => counted.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipped, 0);
  return { files: counted, js: total('js'), css: total('css') };
}

/** KB of 1024 bytes, one decimal. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** How many of the largest files a failure names: enough to see where growth went. */
const LARGEST = 5;

/**
 * The verdict on `bytes` against `budget`: passed, with the one line the build prints, or failed,
 * with what the build stops on (totals, budgets, the largest files of the kind that grew).
 */
export function checkBudget(bytes: HomeBytes, budget: BudgetFile): { passed: boolean; message: string } {
  const line = `home first paint: JS ${kb(bytes.js)} gzipped (budget ${kb(budget.js.budget)}), CSS ${kb(bytes.css)} gzipped (budget ${kb(budget.css.budget)})`;
  const over = (['js', 'css'] as const).filter((kind) => bytes[kind] > budget[kind].budget);
  if (over.length === 0) return { passed: true, message: line };
  const largest = bytes.files
    .filter((file) => over.includes(file.kind))
    .sort((a, b) => b.gzipped - a.gzipped)
    .slice(0, LARGEST)
    .map((file) => `  ${file.fileName}: ${kb(file.gzipped)}`);
  const excess = over.map(
    (kind) => `${kind.toUpperCase()} is over its budget of ${budget[kind].budget} bytes by ${bytes[kind] - budget[kind].budget} (measured at ${budget[kind].measured} on ${budget.measuredOn})`,
  );
  return {
    passed: false,
    message: [
      line,
      ...excess,
      `largest files counted:`,
      ...largest,
      'Make the first page smaller, or, if the growth is worth it, measure again and raise the budget in packages/web/build/bundle-budget.ts.',
    ].join('\n'),
  };
}

/** Counts home's first-paint bytes once the bundle is final and stops the build when they pass the budget. */
export function homeBudget(options: HomeOptions & { budget: BudgetFile }): Plugin {
  return {
    name: 'meridian:home-budget',
    apply: 'build',
    // Once the files are written as they are served: in generateBundle Vite's own later plugins
    // still fill in the preload lists of dynamic imports (4 KB gzipped more in the first page's
    // chunk). A build over budget has written its files but fails, so nothing ships it.
    writeBundle(_output, bundle) {
      const verdict = checkBudget(homeBytes(Object.values(bundle), options), options.budget);
      if (!verdict.passed) return this.error(verdict.message);
      console.log(verdict.message);
    },
  };
}
