import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

/** What one Lighthouse mobile run of a page found. */
export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page loaded, with its size gzipped (what a visitor downloads at most). */
  scripts: { path: string; gzipBytes: number }[];
  scriptGzipBytes: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

function numeric(lhr: { audits: Record<string, { numericValue?: number } | undefined> }, id: string): number {
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
  };
}
