import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Lighthouse is not in the workspace's install: it and what it pulls (about 200 packages) serve this
 * benchmark alone, so `npm run bench:web:setup` installs it into bench/lighthouse/ from that folder's
 * own lock (bench:web runs the setup first), and it is loaded from there when a run starts. These
 * are the few parts of its API the benchmark uses, so that `npm run typecheck` checks this file on
 * the default install, where Lighthouse's own types are not.
 */
interface LighthouseResult {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  /** `benchmarkIndex`: how fast this machine ran Lighthouse's fixed piece of JavaScript (higher is faster). */
  environment?: { benchmarkIndex?: number };
  runtimeError?: { message: string };
}
type RunLighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[]; disableStorageReset: boolean },
) => Promise<{ lhr: LighthouseResult } | undefined>;

const LIGHTHOUSE_FOLDER = new URL('../lighthouse/', import.meta.url);
let loaded: Promise<RunLighthouse> | undefined;

async function importLighthouse(): Promise<RunLighthouse> {
  let entry: string;
  try {
    entry = createRequire(new URL('package.json', LIGHTHOUSE_FOLDER)).resolve('lighthouse');
  } catch {
    throw new Error('Lighthouse is not installed in bench/lighthouse/: `npm run bench:web` installs it first (or `npm run bench:web:setup`)');
  }
  const module = (await import(pathToFileURL(entry).href)) as { default: RunLighthouse };
  return module.default;
}

/** Lighthouse from bench/lighthouse/, imported once. */
function lighthouse(...args: Parameters<RunLighthouse>): ReturnType<RunLighthouse> {
  loaded ??= importLighthouse();
  return loaded.then((run) => run(...args));
}

/** What one Lighthouse mobile run of a page found. */
export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page loaded, with its size gzipped (what a visitor downloads at most). */
  scripts: { path: string; gzipBytes: number }[];
  scriptGzipBytes: number;
  /** Lighthouse's measure of this machine's speed in this run: two machines' runs compare by it. */
  benchmarkIndex: number;
  /** The main thread's time by kind of work (Lighthouse's mainthread-work-breakdown), in ms. */
  mainThread: MainThreadWork;
}

/** Lighthouse's task groups, named as a report reads them. */
const MAIN_THREAD_GROUPS = {
  scriptEvaluation: 'script evaluation',
  scriptParseCompile: 'parse and compile',
  styleLayout: 'style and layout',
  paintCompositeRender: 'rendering',
  parseHTML: 'HTML and CSS parsing',
  garbageCollection: 'garbage collection',
  other: 'other',
} as const;
export type MainThreadGroup = keyof typeof MAIN_THREAD_GROUPS;
export type MainThreadWork = Record<MainThreadGroup, number>;

const isGroup = (group: string): group is MainThreadGroup => Object.hasOwn(MAIN_THREAD_GROUPS, group);
const GROUPS = Object.keys(MAIN_THREAD_GROUPS).filter(isGroup);

/** Every group's figure, made by `figure` (a run's zeros, the medians of several runs). */
export function mainThreadByGroup(figure: (group: MainThreadGroup) => number): MainThreadWork {
  return Object.fromEntries(GROUPS.map((group) => [group, figure(group)])) as MainThreadWork;
}

/** `script evaluation 412 ms, parse and compile 88 ms, …`, biggest first. */
export function mainThreadLine(work: MainThreadWork): string {
  const total = GROUPS.reduce((sum, group) => sum + work[group], 0);
  const parts = GROUPS
    .filter((group) => work[group] >= 1)
    .sort((a, b) => work[b] - work[a])
    .map((group) => `${MAIN_THREAD_GROUPS[group]} ${Math.round(work[group])}`);
  return `main thread ${Math.round(total)} ms (${parts.join(', ')})`;
}

interface WorkItem {
  group?: string;
  duration?: number;
}

function mainThreadWork(lhr: LighthouseResult): MainThreadWork {
  const work = mainThreadByGroup(() => 0);
  const items = (lhr.audits['mainthread-work-breakdown']?.details as { items?: WorkItem[] } | undefined)?.items;
  if (!items) throw new Error('Lighthouse did not measure mainthread-work-breakdown');
  for (const item of items) {
    const group = item.group ?? 'other';
    work[isGroup(group) ? group : 'other'] += item.duration ?? 0;
  }
  return work;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

function numeric(lhr: LighthouseResult, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse did not measure ${id}`);
  return value;
}

/**
 * The gzipped size of a script of the app, from the build itself (`webDist`), so the figure does not
 * depend on which encoding this Chromium happened to ask for. Scripts from elsewhere count by
 * what was transferred: there are none in this app, and the run says so if that changes.
 */
async function gzippedSize(url: string, origin: string, webDist: string): Promise<number> {
  const parsed = new URL(url);
  if (parsed.origin !== origin) throw new Error(`a script from another origin was loaded: ${url}`);
  return gzipSync(await readFile(join(webDist, decodeURIComponent(parsed.pathname))), { level: 9 }).length;
}

/**
 * One Lighthouse run with its default mobile settings (Moto G Power, simulated slow 4G, 4× CPU
 * slowdown) in the Chromium listening on `port`. Storage is not reset by Lighthouse, so a member
 * logged in beforehand stays logged in; the caller empties the HTTP cache and service workers
 * before each run so every run is a first visit.
 */
export async function auditPage(url: string, port: number, webDist: string | null): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // The whole report, for finding what a figure is made of (long tasks, LCP element, request chains).
  const reportDir = process.env.BENCH_WEB_REPORTS;
  if (reportDir) await writeFile(join(reportDir, `${new URL(url).hash.replace(/[^a-z]+/gi, '-') || 'page'}-${Date.now()}.json`), JSON.stringify(lhr));
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const origin = new URL(url).origin;
  const scripts = webDist
    ? await Promise.all(items.map(async (item) => ({ path: new URL(item.url).pathname, gzipBytes: await gzippedSize(item.url, origin, webDist) })))
    : [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scripts,
    scriptGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    mainThread: mainThreadWork(lhr),
  };
}
