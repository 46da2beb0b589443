import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { FIRST_PAINT_DATA_MARKER, LANGUAGE_COOKIE, quoteTexts, ZFirstPaintData } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'meridian-web-'));
const BIG_SCRIPT = 'console.log("meridian");\n'.repeat(200);
const UKRAINIAN_PAGE = `<!doctype html><html lang="uk"><body><div id="root"></div>${FIRST_PAINT_DATA_MARKER}<script>/* first paint */</script></body></html>`;
const TURKISH_PAGE = `<!doctype html><html lang="tr"><head>${'<meta name="x" content="y">'.repeat(60)}</head></html>`;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Meridian</title>');
  // As the build writes them (web/build/catalog-preload.ts): one page per language, Turkish big enough to be compressed.
  writeFileSync(path.join(webDist, 'index.tr.html'), TURKISH_PAGE);
  writeFileSync(path.join(webDist, 'index.tr.html.br'), brotliCompressSync(TURKISH_PAGE));
  writeFileSync(path.join(webDist, 'index.es.html'), '<!doctype html><html lang="es"><title>Meridian</title>');
  // As the web build writes it with its first paint (web/src/prerender): the server completes it.
  writeFileSync(path.join(webDist, 'index.uk.html'), UKRAINIAN_PAGE);
  writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'assets', 'app-Zz9.js'), BIG_SCRIPT);
  writeFileSync(path.join(webDist, 'assets', 'app-Zz9.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(webDist, 'assets', 'app-Zz9.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  t = await buildTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built app', () => {
  it('is served at / with index.html never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Meridian</title>');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with a short cache', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not shadow the API', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/common/getTimestamp', payload: t.api.envelope.encode({}) });
    expect((t.api.envelope.decode(response.body) as { code: number }).code).toBe(200);
  });

  it('sends the compressed copy the build made to a browser that accepts it, and the plain file otherwise', async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/assets/app-Zz9.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-Zz9.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-Zz9.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('sends the page of the language the app will start in, which fetches that catalog with the scripts', async () => {
    const page = async (acceptLanguage: string | undefined, url = '/') =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }) } });
    const turkish = await page('tr-TR,tr;q=0.9,en;q=0.8');
    expect(turkish.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(turkish.rawPayload).toString()).toBe(TURKISH_PAGE);
    expect(turkish.headers.vary).toMatch(/accept-language/);
    expect(turkish.headers['cache-control']).toBe('no-cache');
    expect((await page('es-MX', '/index.html')).body).toContain('lang="es"');
    // Matched by language, as the app matches navigator.languages: any Spanish reads es, and a
    // language without a catalog gives way to the next the browser names.
    expect((await page('es-ES,es;q=0.9')).body).toContain('lang="es"');
    expect((await page('es-AR')).body).toContain('lang="es"');
    expect((await page('fr-FR,fr;q=0.9,es-MX;q=0.8')).body).toContain('lang="es"');
    expect((await page('fr-FR,de;q=0.9')).body).toBe('<!doctype html><title>Meridian</title>');
    expect((await page(undefined)).body).toBe('<!doctype html><title>Meridian</title>');
    // A language whose page the build did not write gets the fallback, never an error.
    expect((await page('id')).statusCode).toBe(200);
    expect((await page('id')).body).toBe('<!doctype html><title>Meridian</title>');
  });

  it("sends the page of the member's chosen language, kept in a cookie, over the browser's", async () => {
    const page = async (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity', 'accept-language': 'en-US,en;q=0.9', cookie } });
    const chosen = await page(`sid=1; ${LANGUAGE_COOKIE}=tr`);
    expect(chosen.body).toBe(TURKISH_PAGE);
    expect(chosen.headers.vary).toMatch(/cookie/);
    // A cookie naming no language of the app is no choice: the browser's language decides.
    expect((await page(`${LANGUAGE_COOKIE}=fr`)).body).toBe('<!doctype html><title>Meridian</title>');
  });

  it('answers 404 for a missing file', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('completes a page built with its first paint with the banners, in its language and compressed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'uk-UA', 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).not.toContain(FIRST_PAINT_DATA_MARKER);
    const json = /<script type="application\/json" id="first-paint-data">(.*?)<\/script>/.exec(html)?.[1];
    const data = ZFirstPaintData.parse(JSON.parse(json ?? 'null'));
    // The same banners the app's call answers.
    expect(data.slides.map((slide) => slide.image)).toEqual(['/media/banners/1.svg', '/media/banners/2.svg', '/media/banners/3.svg']);
    // Each pair's quote the K-line header's call answers, as the market has it now.
    for (const [pair, { quote, texts }] of Object.entries(data.quotes)) {
      expect(quote.allname).toBe(pair);
      expect(texts).toEqual(quoteTexts(quote));
    }
    expect(html.endsWith('<script>/* first paint */</script></body></html>')).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'uk', 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The same page, but for the moment it was written at.
    const unstamped = (page: string) => page.replace(/"servedAt":\d+/, '"servedAt":0');
    expect(unstamped(plain.body)).toBe(unstamped(html));
  });
});
