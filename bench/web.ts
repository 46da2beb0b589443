/**
 * `npm run bench:web`: Lighthouse (mobile) on the built app served by the real server, for home,
 * market and K-line (logged in as the demo member), three runs each (BENCH_WEB_RUNS). Prints each
 * run's performance score, LCP, TBT, CLS and the gzipped JavaScript it loads, the medians, and the
 * ratio of LCP to a baseline: the same run on a one-line HTML page served by this process, so a slow
 * or busy machine shows in the baseline too.
 * Issue 21: bar, median score ≥ 92 on home and market and ≥ 85 on K-line, home JavaScript ≤ 200 KB
 * gzipped; goal, ≥ 95, 95 and 90, home LCP ≤ 2.0 s and TBT ≤ 150 ms, home JavaScript ≤ 180 KB.
 * Then INP, by web-vitals in the same Chromium under the same 4× CPU slowdown, of the market's order,
 * the K-line's interval and placing a contract (issue 21: each under 100 ms), beside a button on the
 * baseline page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { recordRun, type Json } from './support/bench-results.js';
import { baselineInteraction, klineInterval, marketSort, placeContract, type InteractionFigures } from './support/interaction-timing.js';
import { auditPage, mainThreadByGroup, mainThreadLine, type PageFigures } from './support/lighthouse-audit.js';
import { startBenchServer } from './support/start-bench-server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = join(import.meta.dirname, '..', 'packages', 'web', 'dist');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const BAR = { home: 92, market: 92, kline: 85, homeJsBytes: 200 * 1024 };
const GOAL = { home: 95, market: 95, kline: 90, homeJsBytes: 180 * 1024, homeLcpMs: 2000, homeTbtMs: 150 };
/** Issue 21: each interaction answers within this, on the 4× slowdown. */
const INP_GOAL_MS = 100;
const PAIR = 'BTC/USDT';
const CPU_NOTE = '4× CPU slowdown, the demo member logged in';

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => {
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => { resolve(); }));
  return port;
}

async function serveBaseline(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Baseline</title><h1>Baseline page</h1>' +
        '<button type="button" onclick="this.nextElementSibling.textContent=String(Number(this.nextElementSibling.textContent)+1)">Baseline</button><output>0</output></html>',
    );
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** Empties the HTTP cache, service workers and their caches, so the next run is a first visit. */
async function firstVisit(context: BrowserContext, origin: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

async function logInDemo(context: BrowserContext, appUrl: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${appUrl}/#/pages/login/login`);
  await page.getByLabel('Username').fill('demo0001');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  // The bench server does not check slider answers (CAPTCHA=off): any completed drag will do.
  const handle = page.locator('[role="slider"][data-captcha-id][aria-disabled="false"]');
  const box = await handle.boundingBox();
  if (!box) throw new Error('the login slider is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 3, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.hash.includes('/pages/login/'), { timeout: 30_000 });
  await page.goto('about:blank');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A Lighthouse run as the result file keeps it (the scripts by path and gzipped size). */
const pageRecord = (figures: PageFigures): Json => ({ ...figures, scripts: figures.scripts.map((script) => ({ ...script })), mainThread: { ...figures.mainThread } });

function line(name: string, figures: PageFigures, baseline: PageFigures): string {
  return [
    `  ${name}: score ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms (ratio to baseline ${(figures.lcpMs / baseline.lcpMs).toFixed(2)}),`,
    `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, JavaScript ${kb(figures.scriptGzipBytes)} gzipped in ${figures.scripts.length} files;`,
    `benchmarkIndex ${Math.round(figures.benchmarkIndex)}, ${mainThreadLine(figures.mainThread)}`,
  ].join(' ');
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median run of a page's runs, figure by figure (the JavaScript is the same in every run). */
function medianOf(runs: readonly PageFigures[]): PageFigures {
  const first = runs[0];
  if (first === undefined) throw new Error('no runs');
  return {
    ...first,
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    mainThread: mainThreadByGroup((group) => median(runs.map((run) => run.mainThread[group]))),
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-web-'));
const app = await startBenchServer({ dataDir, database: 'pglite' });
const baseline = await serveBaseline();
const port = await freePort();
const profile = await mkdtemp(join(tmpdir(), 'meridian-bench-chromium-'));
// A persistent context is Chromium's default one, the one Lighthouse's tab opens in: the login
// done here is the login Lighthouse sees.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const origin = new URL(app.url).origin;
  const baselineFigures = await auditPage(baseline.url, port, null);
  const runsOf = async (url: string): Promise<PageFigures[]> => {
    const runs: PageFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await firstVisit(context, origin);
      runs.push(await auditPage(url, port, WEB_DIST));
    }
    return runs;
  };
  const homeRuns = await runsOf(`${app.url}/#/`);
  const marketRuns = await runsOf(`${app.url}/#/pages/market/market`);
  await logInDemo(context, app.url);
  const klineRuns = await runsOf(`${app.url}/#/pages/market/kline?symbol=BTC%2FUSDT`);
  const [home, market, kline] = [medianOf(homeRuns), medianOf(marketRuns), medianOf(klineRuns)];
  const baselineInp = await baselineInteraction(context, baseline.url);
  const interactions = [await marketSort(context, app.url), await klineInterval(context, app.url, PAIR), await placeContract(context, app.url, PAIR, '10')];
  // The slowest tap, and where its time went: a long input delay is other work on the main thread,
  // long processing the page's own handlers and render, a long presentation delay the frame after.
  const inpLine = (figures: InteractionFigures) =>
    `  ${figures.name}: INP ${Math.round(figures.inpMs)} ms over ${figures.taps} taps (ratio to baseline ${(figures.inpMs / Math.max(baselineInp.inpMs, 1)).toFixed(2)}); ` +
    `slowest on ${figures.slowest.target || 'an unnamed element'}: input delay ${Math.round(figures.slowest.inputDelayMs)}, processing ${Math.round(figures.slowest.processingMs)}, presentation ${Math.round(figures.slowest.presentationDelayMs)} ms`;
  const inpMet = interactions.every((figures) => figures.inpMs < INP_GOAL_MS);

  const barMet = home.score >= BAR.home && market.score >= BAR.market && kline.score >= BAR.kline && home.scriptGzipBytes <= BAR.homeJsBytes;
  const goalMet =
    home.score >= GOAL.home && market.score >= GOAL.market && kline.score >= GOAL.kline && home.scriptGzipBytes <= GOAL.homeJsBytes && home.lcpMs <= GOAL.homeLcpMs && home.tbtMs <= GOAL.homeTbtMs;
  const runLines = (name: string, runs: readonly PageFigures[]) => runs.map((run, index) => line(`${name}, run ${index + 1}`, run, baselineFigures));
  console.log(
    [
      `bench:web — Lighthouse 12 mobile (simulated slow 4G, 4× CPU slowdown), first visit each, ${RUNS} runs per page`,
      `  baseline one-line page: score ${baselineFigures.score}, LCP ${Math.round(baselineFigures.lcpMs)} ms, TBT ${Math.round(baselineFigures.tbtMs)} ms`,
      ...runLines('home', homeRuns),
      ...runLines('market', marketRuns),
      ...runLines('K-line (logged in)', klineRuns),
      'medians:',
      line('home', home, baselineFigures),
      line('market', market, baselineFigures),
      line('K-line (logged in)', kline, baselineFigures),
      `  home scripts: ${home.scripts.map((script) => `${script.path} ${kb(script.gzipBytes)}`).join(', ')}`,
      `  bar (issue 21): median score >= ${BAR.home} / ${BAR.market} / ${BAR.kline}, home JavaScript <= ${kb(BAR.homeJsBytes)} — ${barMet ? 'MET' : 'NOT MET'}`,
      `  goal: >= ${GOAL.home} / ${GOAL.market} / ${GOAL.kline}, home LCP <= ${GOAL.homeLcpMs} ms and TBT <= ${GOAL.homeTbtMs} ms, JavaScript <= ${kb(GOAL.homeJsBytes)} — ${goalMet ? 'MET' : 'NOT MET'}`,
      `interactions (web-vitals INP, ${CPU_NOTE}):`,
      `  baseline button: INP ${Math.round(baselineInp.inpMs)} ms over ${baselineInp.taps} taps`,
      ...interactions.map(inpLine),
      `  each under ${INP_GOAL_MS} ms (issue 21) — ${inpMet ? 'MET' : 'NOT MET'}`,
    ].join('\n'),
  );
  const pages = { home: { runs: homeRuns, median: home }, market: { runs: marketRuns, median: market }, kline: { runs: klineRuns, median: kline } };
  await recordRun({
    bench: 'web',
    figures: {
      runsPerPage: RUNS,
      baseline: pageRecord(baselineFigures),
      ...Object.fromEntries(Object.entries(pages).map(([name, page]): [string, Json] => [name, { runs: page.runs.map(pageRecord), median: pageRecord(page.median) }])),
      interactions: { baseline: { ...baselineInp, slowest: { ...baselineInp.slowest } }, measured: interactions.map((figures) => ({ ...figures, slowest: { ...figures.slowest } })) },
    },
    baselineRatios: {
      ...Object.fromEntries(Object.entries(pages).map(([name, page]) => [`${name}: median LCP / baseline page LCP`, page.median.lcpMs / baselineFigures.lcpMs])),
      ...Object.fromEntries(interactions.map((figures) => [`${figures.name}: INP / baseline button INP`, figures.inpMs / Math.max(baselineInp.inpMs, 1)])),
    },
    verdicts: { 'bar (issue 21)': barMet, 'goal (issue 21)': goalMet, [`INP: each under ${INP_GOAL_MS} ms (issue 21)`]: inpMet },
  });
} finally {
  await context.close();
  await new Promise<void>((resolve) => baseline.server.close(() => { resolve(); }));
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
}
