/**
 * The build's server render (issue 21): `vite build --ssr` bundles this module and
 * scripts/prerender.mjs runs it, in a happy-dom window, to write the first screen of the entry
 * pages into each language's index.html. Nothing here runs in the browser.
 */
import { APP_LANGUAGES, FALLBACK_LANGUAGE, type AppLanguage, type Trend } from '@meridian/protocol';
import { renderToString } from 'react-dom/server';
import { Router, createPath, parsePath, type Navigator } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { Providers } from '../app/providers';
import { PAGES } from '../app/route-table';
import { AppRoutes, loadFirstPage } from '../app/routes';
import { ROUTE } from '../config/routes';
import { BannerPoster } from '../features/content/components/slide-picture';
import { KLineHeaderView } from '../features/market/components/kline-header';
import { applyLanguage, i18n, initI18n } from '../i18n';
import { FIRST_PAINT_TEXTS, splitCatalog } from '../i18n/first-paint-texts';
import { drawFirstPageAtOnce } from '../lib/hydration';
import { STORAGE_KEY, storageName } from '../lib/storage';
import { MARKER_PAIR, POSTER_IMAGE, POSTER_QUOTE_TEXTS, POSTER_TITLE, stylesFor, withFirstPaint, type FirstPaintPage, type FirstPaintPosters } from './first-paint-html';

/**
 * The pages whose first screen is in index.html: the ones a visit starts on. Others start from the
 * mark, as before; each is a template of a few kilobytes in every language's index.html. K-line is
 * rendered for MARKER_PAIR: the script writes the pair of the address over it.
 */
export const PRERENDERED_PAGES: readonly { path: string; pair?: true }[] = [{ path: ROUTE.home }, { path: ROUTE.market }, { path: ROUTE.login }, { path: ROUTE.kline, pair: true }];

/** The address a page is rendered at: a page of one pair names MARKER_PAIR. */
function renderedAddress(page: { path: string; pair?: true }): string {
  return page.pair === true ? `${page.path}?symbol=${encodeURIComponent(MARKER_PAIR)}` : page.path;
}

export const LANGUAGES: readonly AppLanguage[] = APP_LANGUAGES;
export { FALLBACK_LANGUAGE };

/** A render goes nowhere: a page that navigates while the build renders it is a mistake. */
function refuseNavigation(): never {
  throw new Error('prerender: a page navigated while it was rendered');
}

/**
 * The navigator of the build's render: as `<StaticRouter>`'s, but its links are the hash router's
 * (`#/pages/…`), as the browser's render writes them. StaticRouter's would write `/pages/…`: a
 * link that leaves the app before hydration, and a mismatch React leaves in place after it.
 */
const HASH_LINKS: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: refuseNavigation,
  push: refuseNavigation,
  replace: refuseNavigation,
};

/** Rendered as at the start of a visit: no session, no configuration, no data yet. */
export async function renderPage(path: string): Promise<string> {
  drawFirstPageAtOnce();
  // The page's module first, as the browser loads it before hydrating (main.tsx): the render draws
  // it at once. Unguarded: every page renders, who may open it is the browser's question (the
  // inline script and the app's guard).
  const { pathname = '/', search = '' } = parsePath(path);
  await loadFirstPage({ pathname, search }, { guarded: false });
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <Providers queryClient={queryClient}>
        <Router location={path} navigator={HASH_LINKS} static>
          <AppRoutes guarded={false} />
        </Router>
      </Providers>,
    );
  } finally {
    // The queries the render made would each hold a five-minute garbage-collection timer, and
    // with it the build's process.
    queryClient.clear();
  }
}

/**
 * Stops the build unless home renders with the first part of the catalog alone (i18n/first-paint-texts.ts)
 * as with the whole: a text it shows from the rest would be its key until the rest arrived, and
 * React would not take the page over as painted.
 */
async function checkFirstPaintTexts(language: AppLanguage): Promise<void> {
  const whole: unknown = i18n.getResourceBundle(language, 'translation');
  if (typeof whole !== 'object' || whole === null) throw new Error(`prerender: no ${language} catalog`);
  const expected = await renderPage(ROUTE.home);
  i18n.removeResourceBundle(language, 'translation');
  i18n.addResourceBundle(language, 'translation', splitCatalog({ ...whole }, FIRST_PAINT_TEXTS).first);
  try {
    const actual = await renderPage(ROUTE.home);
    if (actual === expected) return;
    let at = 0;
    while (actual[at] === expected[at]) at += 1;
    throw new Error(
      `prerender: home in ${language} needs a text that is not among FIRST_PAINT_TEXTS (src/i18n/first-paint-texts.ts): ` +
        `"…${expected.slice(Math.max(0, at - 80), at + 80)}…" became "…${actual.slice(Math.max(0, at - 80), at + 80)}…"`,
    );
  } finally {
    i18n.removeResourceBundle(language, 'translation');
    i18n.addResourceBundle(language, 'translation', whole);
  }
}

/** A built index.html in `language`, with its entry pages prerendered; `sheets` are the build's stylesheets. */
export async function prerenderIndex(indexHtml: string, language: AppLanguage, sheets: readonly { href: string; css: string }[]): Promise<string> {
  initI18n(language);
  await applyLanguage(language);
  await checkFirstPaintTexts(language);
  const header = (trend: Trend) => renderToString(<KLineHeaderView pair={MARKER_PAIR} texts={{ ...POSTER_QUOTE_TEXTS, trend }} stale={false} />);
  const posters: FirstPaintPosters = {
    banner: renderToString(<BannerPoster slide={{ image: POSTER_IMAGE, title: POSTER_TITLE }} label={i18n.t('homeContent.banners')} />),
    klineHeader: { up: header('up'), down: header('down'), flat: header('flat') },
  };
  const pages: FirstPaintPage[] = [];
  for (const page of PRERENDERED_PAGES) {
    const entry = PAGES.find((each) => each.path === page.path);
    if (entry === undefined) throw new Error(`prerender: ${page.path} is not in the route table`);
    const html = await renderPage(renderedAddress(page));
    // A page of one pair carries the header the script may put in it: its rules too.
    const styled = page.pair === true ? `${html}${Object.values(posters.klineHeader).join('')}` : html;
    pages.push({ path: page.path, access: entry.access, html, css: stylesFor(styled, sheets, indexHtml), ...(page.pair === true ? { pair: true } : {}) });
  }
  return withFirstPaint(indexHtml, pages, { sessionKey: storageName(STORAGE_KEY.session), themeKey: storageName(STORAGE_KEY.theme) }, posters);
}
