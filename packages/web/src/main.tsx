// First: before any schema is made (lib/zod-without-eval.ts).
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import './app/global.css';
import { launch } from './app/launch';
import { Providers } from './app/providers';
import { AppRouter, firstPageInHashAsIs, loadFirstPageInHash } from './app/router';
import { ROUTE } from './config/routes';
import { slideQuery } from './features/content/api/get-slide';
import { registerServiceWorker } from './features/install/register-service-worker';
import { applyLanguage, chooseLanguage, initI18n, systemLanguages, wholeCatalog } from './i18n';
import { installAntdRender } from './lib/antd-render';
import { keepLanguageCookie } from './lib/language-cookie';
import { loadOverlays } from './lib/overlays';
import { drawFirstPageAtOnce } from './lib/hydration';
import { nextTask } from './lib/next-task';
import { onFirstTouch } from './lib/on-first-touch';
import { useSession } from './lib/session-store';
import { singleNowPriceQuery } from './features/market/api/get-single-now-price';
import { firstPaintData, PRERENDERED_ATTRIBUTE, QUOTE_ATTRIBUTE } from './prerender/first-paint-html';

installAntdRender();

// The language first (spec section 4): launch calls carry it, and the very first render is in it.
const language = chooseLanguage(useSession.getState().language, systemLanguages());
initI18n(language);
// Only this language's catalog is fetched, and the first render waits for its first part alone
// (i18n/first-paint-texts.ts); launch calls go out meanwhile.
const catalogReady = applyLanguage(language, { firstTextsOnly: true });

// The start is cut into tasks (lib/next-task.ts): evaluating the modules is one, and each step
// below would otherwise add to it.
await nextTask();
const queryClient = createQueryClient();
// The first page's module is fetched from now on, beside the catalog and the launch calls.
const firstPageLoaded = loadFirstPageInHash();
// Installable app: the shell cached for offline starts (production builds only).
registerServiceWorker();
// The member's chosen language, for the server to send the next visit's page drawn in it.
keepLanguageCookie();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
// A catalog that failed to arrive still lets the app start: the page loads fail the same way and say so.
await catalogReady.catch(() => undefined);
await nextTask();
// Launch after the catalog: it may show a popup at once (the newest unread letter), whose texts
// would otherwise be bare keys.
launch(queryClient);
await nextTask();
const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  </StrictMode>
);
// The page on screen may be the one the build rendered (src/prerender): React takes it over as it
// is when its first render draws the same page at once: the guard lets it through and its module
// is here (app/routes.tsx). A guard that sent elsewhere (maintenance, a session that ended) means
// a fresh render instead.
const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
const firstPaint = prerendered === null ? null : firstPaintData();
// Home painted with the banners the server wrote into the page: it starts with them, as painted
// (the same as its call would answer now). Other pages leave them to home's own call.
if (prerendered === ROUTE.home && firstPaint !== null) queryClient.setQueryData(slideQuery.queryKey, firstPaint.slides);
// K-line painted with its pair's quote from the page: it starts with that quote, received when the
// page was (the header's clock skew is measured from it, as from its call).
const quotePair = container.getAttribute(QUOTE_ATTRIBUTE);
const paintedQuote = quotePair === null ? undefined : firstPaint?.quotes[quotePair];
if (paintedQuote !== undefined) {
  const navigation = performance.getEntriesByType('navigation')[0];
  const receivedAt = Math.round(performance.timeOrigin + (navigation instanceof PerformanceNavigationTiming ? navigation.responseStart : 0));
  queryClient.setQueryData(singleNowPriceQuery(paintedQuote.quote.allname).queryKey, { ...paintedQuote.quote, receivedAt });
}
if (prerendered !== null) await firstPageLoaded;
if (prerendered !== null && firstPageInHashAsIs() === prerendered) {
  drawFirstPageAtOnce();
  // As a transition, React hydrates in slices of a few milliseconds that yield to the browser; at
  // the default priority it would be one long task (react-dom never slices its blocking lanes).
  // Nothing can update the tree before it commits: stores are subscribed to in its effects.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  // Synchronous on purpose: the page inside is drawn as a transition instead (app/app-layout.tsx).
  createRoot(container).render(app);
}
// The theme the first paint's script put on <html> (prerender/first-paint-html.ts), followed from
// now on: the member's choice, the system's turns at sunset. Not part of home's first paint either.
import('./lib/theme-store')
  .then(({ followTheme }) => followTheme())
  .catch(() => undefined);
// Toasts and dialogs (lib/overlays.ts) and the rest of the catalog (i18n/index.ts) are not part of
// home's first paint: they come at the member's first touch, ahead of what the tap opens. One asked
// for sooner (a letter's popup at launch) loads at that moment, and so does another page's catalog.
onFirstTouch(() => {
  loadOverlays().catch(() => undefined);
  wholeCatalog().catch(() => undefined);
});
