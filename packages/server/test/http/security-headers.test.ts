import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_DATA_MARKER } from '@meridian/protocol';
import { API_POLICY } from '../../src/http/security-headers.js';
import { SANDBOX_PAGE_POLICY } from '../../src/payments/sandbox-page.js';
import { addOperator, ConsoleBrowser } from '../admin/console-client.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

/** The built apps, as the builds write them: each page with the inline script of its first paint. */
const webDist = mkdtempSync(path.join(tmpdir(), 'meridian-web-'));
const consoleDist = mkdtempSync(path.join(tmpdir(), 'meridian-console-'));
const ENGLISH_SCRIPT = "document.documentElement.setAttribute('data-painted','en')";
const TURKISH_SCRIPT = "document.documentElement.setAttribute('data-painted','tr')";
const builtPage = (language: string, script: string) =>
  `<!doctype html><html lang="${language}"><head><script type="module" crossorigin src="/assets/index-1.js"></script></head>` +
  `<body><div id="root"></div>${FIRST_PAINT_DATA_MARKER}<script>${script}</script></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The member app's policy, as an operator reads it in docs/operations.md, with the hashes of a page's scripts. */
const APP_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; " +
  "worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";
const appPolicy = (...hashes: string[]) => APP_POLICY.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
const CONSOLE_POLICY = APP_POLICY.replace("frame-ancestors 'self'", "frame-ancestors 'none'");
const HSTS = 'max-age=31536000; includeSubDomains';

let plain: TestApp;
let secure: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), builtPage('en-US', ENGLISH_SCRIPT));
  writeFileSync(path.join(webDist, 'index.tr.html'), builtPage('tr', TURKISH_SCRIPT));
  writeFileSync(path.join(webDist, 'index.tr.html.br'), brotliCompressSync(builtPage('tr', TURKISH_SCRIPT)));
  writeFileSync(path.join(webDist, 'assets', 'index-1.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'sw.js'), "self.addEventListener('fetch', () => undefined)");
  mkdirSync(path.join(consoleDist, 'assets'));
  writeFileSync(path.join(consoleDist, 'index.html'), '<!doctype html><html><head><script type="module" crossorigin src="/console/assets/index-2.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(consoleDist, 'assets', 'index-2.js'), 'console.log(2)');
  [plain, secure] = await Promise.all([
    buildTestApp({ webDist, consoleDist }),
    buildTestApp({ webDist, consoleDist, publicOrigin: 'https://app.example.com' }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), secure.close()]);
  rmSync(webDist, { recursive: true, force: true });
  rmSync(consoleDist, { recursive: true, force: true });
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The answer's policy and frame options, and what every answer carries over plain http. */
function expectHeaders(answer: { headers: Record<string, unknown> }, policy: string, frameOptions: string) {
  expect(answer.headers['content-security-policy']).toBe(policy);
  expect(answer.headers['x-frame-options']).toBe(frameOptions);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
  expect(answer.headers['strict-transport-security']).toBeUndefined();
}

describe('the member app', () => {
  it('is sent under a policy that runs the inline script of its first paint, by hash, and nothing else inline', async () => {
    const page = await get(plain, '/', { 'accept-encoding': 'identity' });
    expect(page.statusCode).toBe(200);
    // Completed with the first paint's data: a JSON block, which runs nothing and needs no hash.
    expect(page.body).toContain('<script type="application/json" id="first-paint-data">');
    // Only our own pages may frame it (the console's preview of the app).
    expectHeaders(page, appPolicy(sha256(ENGLISH_SCRIPT)), 'SAMEORIGIN');
  });

  it('names the script of the page of each language, whether completed, sent as the file, or its compressed copy', async () => {
    const turkish = appPolicy(sha256(TURKISH_SCRIPT));
    expect((await get(plain, '/', { 'accept-language': 'tr', 'accept-encoding': 'br' })).headers['content-security-policy']).toBe(turkish);
    expect((await get(plain, '/index.tr.html', { 'accept-encoding': 'identity' })).headers['content-security-policy']).toBe(turkish);
    const compressed = await get(plain, '/index.tr.html', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toBe(turkish);
  });

  it('follows a new build at once: its pages go out under the hashes of their new scripts', async () => {
    const next = "document.documentElement.setAttribute('data-painted','next')";
    writeFileSync(path.join(webDist, 'index.html'), builtPage('en-US', next));
    // Another size and time than the file it replaces, as a build writes it.
    writeFileSync(path.join(webDist, 'index.tr.html'), builtPage('tr', `${next};`));
    utimesSync(path.join(webDist, 'index.tr.html'), new Date(), new Date(Date.now() + 5000));
    try {
      expect((await get(plain, '/')).headers['content-security-policy']).toBe(appPolicy(sha256(next)));
      expect((await get(plain, '/index.tr.html', { 'accept-encoding': 'identity' })).headers['content-security-policy']).toBe(appPolicy(sha256(`${next};`)));
    } finally {
      writeFileSync(path.join(webDist, 'index.html'), builtPage('en-US', ENGLISH_SCRIPT));
      writeFileSync(path.join(webDist, 'index.tr.html'), builtPage('tr', TURKISH_SCRIPT));
    }
  });

  it('sends its other files, the service worker among them, under the same policy without inline scripts', async () => {
    for (const url of ['/assets/index-1.js', '/sw.js']) {
      const file = await get(plain, url);
      expect(file.statusCode).toBe(200);
      expectHeaders(file, APP_POLICY, 'SAMEORIGIN');
    }
  });
});

describe('the console', () => {
  it('is sent under the same policy, framed by no page, its deep links and files too', async () => {
    for (const url of ['/console/', '/console/members/12', '/console/assets/index-2.js']) {
      const answer = await get(plain, url);
      expect(answer.statusCode).toBe(200);
      expectHeaders(answer, CONSOLE_POLICY, 'DENY');
    }
  });
});

describe('the API and everything else', () => {
  it('answers calls, admin routes and unknown paths under the closed policy, never stored', async () => {
    const answers = [
      await plain.app.inject({ method: 'POST', url: '/api/common/getTimestamp', payload: plain.api.envelope.encode({}) }),
      await get(plain, '/admin/session'),
      await get(plain, '/admin/members'),
    ];
    for (const answer of answers) {
      expectHeaders(answer, API_POLICY, 'DENY');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const missing = await get(plain, '/nowhere/at/all');
    expect(missing.statusCode).toBe(404);
    expectHeaders(missing, API_POLICY, 'DENY');
  });

  it('keeps the policy a route sets itself: a drawn picture, the sandbox gateway’s page', async () => {
    const picture = await get(plain, '/media/banners/1.svg');
    expect(picture.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    const sandbox = await get(plain, '/sandbox-pay/R1?token=not-ours');
    expect(sandbox.statusCode).toBe(403);
    expect(sandbox.headers['content-security-policy']).toBe(SANDBOX_PAGE_POLICY);
    expect(sandbox.headers['referrer-policy']).toBe('no-referrer');
  });

  it('gives the live channel’s own HTTP answers the same headers', async () => {
    const url = await plain.app.listen({ port: 0, host: '127.0.0.1' });
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get('content-security-policy')).toBe(API_POLICY);
    expect(handshake.headers.get('x-content-type-options')).toBe('nosniff');
    expect(handshake.headers.get('cache-control')).toBe('no-store');
  });
});

describe('over https (PUBLIC_ORIGIN https://…)', () => {
  it('tells browsers to use nothing but https for a year: the app, the console, the API', async () => {
    const answers = [
      await get(secure, '/'),
      await get(secure, '/console/'),
      await secure.app.inject({ method: 'POST', url: '/api/common/getTimestamp', payload: secure.api.envelope.encode({}) }),
      await get(secure, '/admin/session'),
    ];
    for (const answer of answers) expect(answer.headers['strict-transport-security']).toBe(HSTS);
    // Over plain http it would mean nothing, and would stick to a developer's localhost.
    expect((await get(plain, '/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('marks the console’s session cookie Secure, though the request came from the proxy over plain http', async () => {
    const signIn = async (t: TestApp) => {
      const password = await addOperator(t, 'cookie.owner', 'owner');
      const browser = new ConsoleBrowser(t);
      return (await browser.send('POST', '/admin/session', { body: { username: 'cookie.owner', password } })).setCookie ?? '';
    };
    const [overHttps, overHttp] = await Promise.all([signIn(secure), signIn(plain)]);
    expect(overHttps).toMatch(/^meridian_console=[\w-]+;.*; Secure/);
    expect(overHttp).toMatch(/^meridian_console=[\w-]+;/);
    expect(overHttp).not.toMatch(/Secure/);
  });
});
