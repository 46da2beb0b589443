/**
 * Writes the first screen of the entry pages into each language's index.html (issue 21), with the
 * server render that `vite build --ssr` made of src/prerender/render-page.tsx. The app's modules
 * expect a browser when they load (storage, navigator): they get a happy-dom window, empty as on
 * a first visit. What is rendered depends on nothing of it but the language.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Window } from 'happy-dom';

const DIST = new URL('../dist/', import.meta.url).pathname;
const BUNDLE = new URL('../dist-prerender/render-page.js', import.meta.url);

const window = new Window({ url: 'http://prerender.invalid/' });
for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'matchMedia', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'HTMLElement', 'Element', 'Node']) {
  Object.defineProperty(globalThis, name, { value: name === 'window' ? window : window[name], configurable: true, writable: true });
}

const { prerenderIndex, LANGUAGES, FALLBACK_LANGUAGE } = await import(BUNDLE.href);
const sheets = await Promise.all(
  (await readdir(join(DIST, 'assets'))).filter((name) => name.endsWith('.css')).map(async (name) => ({ href: `/assets/${name}`, css: await readFile(join(DIST, 'assets', name), 'utf8') })),
);
for (const language of LANGUAGES) {
  const file = join(DIST, language === FALLBACK_LANGUAGE ? 'index.html' : `index.${language}.html`);
  await writeFile(file, await prerenderIndex(await readFile(file, 'utf8'), language, sheets));
}
await rm(new URL('../dist-prerender/', import.meta.url), { recursive: true, force: true });
await window.happyDOM.close();
console.log(`prerendered the entry pages into ${LANGUAGES.length} index.html files`);
// Whatever timer an app module may still hold (the app's modules expect a browser tab's lifetime),
// the build goes on now.
process.exit(0);
