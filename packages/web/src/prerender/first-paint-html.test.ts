import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_DATA_MARKER, inlineScriptsOf } from '@meridian/protocol';
import {
  BANNER_WAIT_MS,
  MARKER_PAIR,
  MEMBER_ATTRIBUTE,
  PAIR_MARKER,
  POSTER_IMAGE,
  POSTER_QUOTE_TEXTS,
  POSTER_TITLE,
  PRERENDERED_ATTRIBUTE,
  QUOTE_ATTRIBUTE,
  stylesFor,
  takeScripts,
  themeScript,
  withFirstPaint,
  type FirstPaintPage,
  type FirstPaintPosters,
} from './first-paint-html';
import { DARK_BAR_COLOUR, THEME_ATTRIBUTE } from '../lib/theme';
import { waitUntil } from '../testing/wait-until';

const SESSION_KEY = 'meridian.session';
const THEME_KEY = 'meridian.theme';
const KEYS = { sessionKey: SESSION_KEY, themeKey: THEME_KEY };
const BUILT = [
  '<!doctype html><html lang="en-US"><head><meta name="theme-color" content="#0301c5"><title>Meridian</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/vendor-3.css">',
  '</head><body><div id="root"><svg data-mark></svg></div></body></html>',
].join('\n');
const PAGES: FirstPaintPage[] = [
  { path: '/', access: 'public', html: '<main><h1>Home</h1><div data-slot="banners"></div></main>', css: '.home{color:red}' },
  { path: '/pages/login/login', access: 'guest', html: '<form><input name="username"></form>', css: '' },
  {
    path: '/pages/market/kline',
    access: 'member',
    pair: true,
    html: `<h1>${MARKER_PAIR}</h1><div data-slot="kline-header" role="status"></div><a href="#/pages/market/kline?symbol=${encodeURIComponent(MARKER_PAIR)}">chart</a>`,
    css: '',
  },
];
const header = (trend: string) =>
  `<section class="${trend}" aria-label="${MARKER_PAIR} summary"><span>${POSTER_QUOTE_TEXTS.price}</span><span>${POSTER_QUOTE_TEXTS.rate}</span><dl><dt>Volume (${PAIR_MARKER.base})</dt><dd>${POSTER_QUOTE_TEXTS.volume}</dd></dl></section>`;
const POSTERS: FirstPaintPosters = {
  banner: `<section><div><img src="${POSTER_IMAGE}" alt=""><span>${POSTER_TITLE}</span></div></section>`,
  klineHeader: { up: header('up'), down: header('down'), flat: header('flat') },
};
const QUOTE = {
  quote: { price: '64245.70', reference: '63000.00', rate: '1.98', at: 1, stale: false, allname: 'BTC/USDT', scale: 2, high24h: '65000.00', low24h: '62000.00', volume24h: '1234.5678' },
  texts: { price: '64,245.70', rate: '+1.98%', high: '65,000.00', low: '62,000.00', volume: '1,234.56', trend: 'up' },
};
const MEMBER = { token: 'opaque', language: null };
const windows: Window[] = [];

afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

/**
 * The page as a browser opens it at `hash`, with `session` and the `theme` choice stored, `data`
 * written by the server, on a system set to `system` (light unless said).
 */
function open(hash: string, options: { session?: object; data?: object; theme?: string; system?: 'light' | 'dark' } = {}) {
  const window = new Window({
    url: `http://localhost/${hash}`,
    settings: { enableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, device: { prefersColorScheme: options.system ?? 'light' } },
  });
  windows.push(window);
  if (options.session !== undefined) window.localStorage.setItem(SESSION_KEY, JSON.stringify({ value: { state: options.session }, expiresAt: null }));
  // As lib/storage.ts writes the theme choice (lib/theme-store.ts).
  if (options.theme !== undefined) window.localStorage.setItem(THEME_KEY, JSON.stringify({ value: options.theme, expiresAt: null }));
  const html = withFirstPaint(BUILT, PAGES, KEYS, POSTERS);
  const data = options.data === undefined ? '' : `<script type="application/json" id="first-paint-data">${JSON.stringify(options.data)}</script>`;
  window.document.write(html.replace(FIRST_PAINT_DATA_MARKER, data));
  const document = window.document;
  const root = document.getElementById('root');
  if (root === null) throw new Error('no #root');
  const entryScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
  return { window, document, root, entryScripts };
}

/**
 * Waits, with the suite's patience, for the entry script to be placed. The frames it waits for are
 * timers in happy-dom, and on a machine shared by a whole test run they can be late; what matters
 * is that it starts, not when.
 */
async function startsSoon(entryScripts: () => (string | null)[]): Promise<void> {
  await waitUntil(() => {
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });
}

/**
 * Resolves once the frames the page asked for before this call have passed. The first-paint
 * script waits for two animation frames and a task after the paint (afterFrame), and the page
 * runs frames and tasks in the order asked: frames asked for now come after its own.
 */
function afterPageFrames(window: Window): Promise<void> {
  return new Promise((resolve) => {
    window.requestAnimationFrame(() => {
      window.requestAnimationFrame(() => {
        window.setTimeout(resolve, 0);
      });
    });
  });
}

describe('the first paint', () => {
  it('shows a visitor the page of the address, with the first banner the server gave, and starts the scripts after it', async () => {
    const { window, document, root, entryScripts } = open('#/', { data: { slides: [{ id: 1, title: 'Live markets', image: '/media/banners/1.svg', link: null }] } });
    expect(root.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('/');
    expect(root.querySelector('h1')?.textContent).toBe('Home');
    expect(root.querySelector('svg[data-mark]')).toBeNull();
    expect(document.documentElement.hasAttribute(MEMBER_ATTRIBUTE)).toBe(false);
    expect(root.querySelector('[data-slot="banners"]')).toBeNull();
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/media/banners/1.svg');
    expect(root.querySelector('span')?.textContent).toBe('Live markets');
    // The page's own rules come with it.
    expect(root.querySelector('style')?.textContent).toBe('.home{color:red}');
    // The scripts wait for the frame after the paint, and for the banner's picture.
    expect(entryScripts()).toEqual([]);
    await afterPageFrames(window);
    expect(entryScripts()).toEqual([]);
    root.querySelector('img')?.dispatchEvent(new window.Event('load'));
    // Then for the frame that shows the picture.
    expect(entryScripts()).toEqual([]);
    await startsSoon(entryScripts);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/react-2.js']);
  });

  it('starts the scripts without the banner when its picture is slow', async () => {
    const opened = performance.now();
    const { entryScripts } = open('#/', { data: { slides: [{ id: 1, title: 'Live markets', image: '/media/banners/1.svg', link: null }] } });
    await startsSoon(entryScripts);
    // Not before the picture has had its time (timers count whole milliseconds).
    expect(performance.now() - opened).toBeGreaterThanOrEqual(BANNER_WAIT_MS - 5);
  });

  it('takes the banners out when the server has none, and leaves their place when it said nothing', async () => {
    const empty = open('#/', { data: { slides: [] } });
    expect(empty.root.querySelector('[data-slot="banners"]')).toBeNull();
    // Nothing to wait for but the paint.
    await startsSoon(empty.entryScripts);
    expect(open('#/').root.querySelector('[data-slot="banners"]')).not.toBeNull();
  });

  it('marks a member, and shows no login page to one: the mark stays and the scripts start at once', () => {
    const { document, root, entryScripts } = open('#/pages/login/login?from=x', { session: { token: 'opaque', language: null } });
    expect(document.documentElement.hasAttribute(MEMBER_ATTRIBUTE)).toBe(true);
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    expect(root.querySelector('svg[data-mark]')).not.toBeNull();
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
    // The token itself is never written anywhere.
    expect(document.documentElement.outerHTML).not.toContain('opaque');
  });

  it('shows the login page to a visitor, and nothing of another language than the one chosen', () => {
    expect(open('#/pages/login/login').root.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('/pages/login/login');
    expect(open('#/', { session: { token: null, language: 'zh-HK' } }).root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    expect(open('#/', { session: { token: null, language: 'en-US' } }).root.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('/');
  });

  it('starts from the mark on a page it has not rendered', () => {
    const { root, entryScripts } = open('#/pages/my/invite');
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('never lets the browser send a form itself', () => {
    const { window, root } = open('#/pages/login/login');
    const form = root.querySelector('form');
    if (form === null) throw new Error('no form');
    const submit = new window.Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});

describe('the theme of the first paint', () => {
  const theme = (document: { documentElement: { getAttribute(name: string): string | null } }) => document.documentElement.getAttribute(THEME_ATTRIBUTE);
  const bar = (document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null }) =>
    document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

  it('follows a dark system when the member chose nothing, with the browser’s bar dark too', () => {
    const { document } = open('#/', { system: 'dark' });
    expect(theme(document)).toBe('dark');
    expect(bar(document)).toBe(DARK_BAR_COLOUR);
    const light = open('#/');
    expect(theme(light.document)).toBe('light');
    expect(bar(light.document)).toBe('#0301c5');
  });

  it('draws the member’s own choice whatever the system says', () => {
    expect(theme(open('#/', { theme: 'dark', system: 'light' }).document)).toBe('dark');
    expect(theme(open('#/', { theme: 'light', system: 'dark' }).document)).toBe('light');
    expect(theme(open('#/', { theme: 'system', system: 'dark' }).document)).toBe('dark');
    // A hand-edited item is no choice: the system's setting.
    expect(theme(open('#/', { theme: 'purple', system: 'dark' }).document)).toBe('dark');
  });

  it('is decided in the head, before the stylesheets and before anything of the body is drawn', () => {
    const html = withFirstPaint(BUILT, PAGES, KEYS, POSTERS);
    const at = html.indexOf(themeScript(THEME_KEY));
    expect(at).toBeGreaterThan(html.indexOf('name="theme-color"'));
    expect(at).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(at).toBeLessThan(html.indexOf('<body>'));
    expect(() => withFirstPaint(BUILT.replace(/<title>.*<\/title>/, ''), PAGES, KEYS, POSTERS)).toThrow(/title/);
  });
});

describe('the first paint of one pair (K-line)', () => {
  const data = (servedAt: number) => ({ slides: [], quotes: { 'BTC/USDT': QUOTE }, servedAt });

  it('shows a member the pair of the address, with its quote as the server wrote it, and marks which one', () => {
    const { root } = open('#/pages/market/kline?symbol=BTC%2FUSDT', { session: MEMBER, data: data(Date.now()) });
    expect(root.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('/pages/market/kline');
    expect(root.querySelector('h1')?.textContent).toBe('BTC/USDT');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('#/pages/market/kline?symbol=BTC%2FUSDT');
    expect(root.innerHTML).not.toContain(PAIR_MARKER.base);
    expect(root.innerHTML).not.toContain(PAIR_MARKER.quote);
    const section = root.querySelector('section');
    expect(section?.className).toBe('up');
    expect(section?.getAttribute('aria-label')).toBe('BTC/USDT summary');
    expect([...(section?.querySelectorAll('span, dt, dd') ?? [])].map((element) => element.textContent)).toEqual(['64,245.70', '+1.98%', 'Volume (BTC)', '1,234.56']);
    expect(root.querySelector('[data-slot="kline-header"]')).toBeNull();
    expect(root.getAttribute(QUOTE_ATTRIBUTE)).toBe('BTC/USDT');
  });

  it('leaves the header to the app when the quote is old (an offline copy of the page) or the pair has none', () => {
    const old = open('#/pages/market/kline?symbol=BTC/USDT', { session: MEMBER, data: data(Date.now() - 10 * 60_000) });
    expect(old.root.querySelector('h1')?.textContent).toBe('BTC/USDT');
    expect(old.root.querySelector('[data-slot="kline-header"]')).not.toBeNull();
    expect(old.root.hasAttribute(QUOTE_ATTRIBUTE)).toBe(false);
    const other = open('#/pages/market/kline?symbol=ETH%2FUSDT', { session: MEMBER, data: data(Date.now()) });
    expect(other.root.querySelector('h1')?.textContent).toBe('ETH/USDT');
    expect(other.root.querySelector('[data-slot="kline-header"]')).not.toBeNull();
    expect(other.root.hasAttribute(QUOTE_ATTRIBUTE)).toBe(false);
  });

  it('shows nothing for an address without a valid pair, nor to a visitor', () => {
    for (const hash of ['#/pages/market/kline', '#/pages/market/kline?symbol=%3Cimg%20src%3Dx%3E%2FUSDT', '#/pages/market/kline?symbol=%E0%A4%A']) {
      const { root, entryScripts } = open(hash, { session: MEMBER, data: data(Date.now()) });
      expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
      expect(root.querySelector('svg[data-mark]')).not.toBeNull();
      expect(entryScripts()).toEqual(['/assets/index-1.js']);
    }
    expect(open('#/pages/market/kline?symbol=BTC%2FUSDT', { data: data(Date.now()) }).root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
  });
});

describe('the built page', () => {
  it('has its scripts taken out of the head, to be started by the first paint', () => {
    const { html, scripts } = takeScripts(BUILT);
    expect(scripts).toEqual({ entry: '/assets/index-1.js', preloads: ['/assets/react-2.js'] });
    expect(html).not.toContain('<script');
    expect(html).toContain('vendor-3.css');
    expect(() => takeScripts('<head></head>')).toThrow(/one module script/);
  });

  it('holds inline scripts the server finds to name in its policy: each one a browser runs', () => {
    // The server sends the page under a policy naming the sha256 of each inline script it finds
    // (server/src/static/page-policy.ts); a script it missed would not run.
    const html = withFirstPaint(BUILT, PAGES, KEYS, POSTERS).replace(FIRST_PAINT_DATA_MARKER, '<script type="application/json" id="first-paint-data">{}</script>');
    const window = new Window();
    windows.push(window);
    window.document.write(html);
    const runnable = [...window.document.querySelectorAll('script:not([src])')].filter((script) => script.getAttribute('type') !== 'application/json');
    // The theme's in the head, the first paint's after #root.
    expect(runnable).toHaveLength(2);
    expect(inlineScriptsOf(html)).toEqual(runnable.map((script) => script.textContent));
  });

  it('carries the stylesheets of the classes a page uses that the head does not link', () => {
    const sheets = [
      { href: '/assets/vendor-3.css', css: '._page_a1{margin:0}' },
      { href: '/assets/market-4.css', css: '._list_b2{display:flex}._row_b2{padding:0.5rem}' },
      { href: '/assets/wallet-5.css', css: '._wallet_c3{color:red}' },
    ];
    expect(stylesFor('<div class="_page_a1"><ul class="_list_b2"></ul></div>', sheets, BUILT)).toBe('._list_b2{display:flex}._row_b2{padding:0.5rem}');
  });
});
