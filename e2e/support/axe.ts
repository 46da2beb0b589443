import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let source: Promise<string> | null = null;

/** axe-core's own browser bundle, read once from the installed package (nothing downloaded). */
function axeSource(): Promise<string> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/** One rule axe found broken on a page, with where. */
export interface Violation {
  rule: string;
  impact: ImpactValue | null | undefined;
  help: string;
  targets: string[];
}

const BLOCKING: ReadonlySet<ImpactValue> = new Set<ImpactValue>(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on what the page shows once its transitions end, and returns the serious and
 * critical violations: the ones that stop a member using a screen reader or a keyboard.
 */
export function seriousViolations(page: Page): Promise<Violation[]> {
  return wcagViolations(page, (impact) => BLOCKING.has(impact));
}

/** Every WCAG 2.x A and AA violation axe-core finds, whatever its impact (the console's pages: issue 18). */
export function allViolations(page: Page): Promise<Violation[]> {
  return wcagViolations(page, () => true);
}

async function wcagViolations(page: Page, counts: (impact: ImpactValue) => boolean): Promise<Violation[]> {
  // Colours in mid-transition are not what a member reads: a button fading from disabled to
  // enabled, or a toast fading in, fails contrast for a fifth of a second. Finite animations end
  // first (a cancelled one counts as ended; endless ones, such as spinners, are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((running) => running.effect?.getComputedTiming().endTime !== Infinity)
        .map((running) => running.finished.catch(() => undefined)),
    ),
  );
  // Once per document: a walk that moves within an app keeps the one it added. Evaluated, not
  // added as an inline <script>: the pages' Content-Security-Policy runs no inline script it does
  // not know by hash, and what the test harness evaluates is not the page's to refuse.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource());
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
  });
  return results.violations
    // A violation without an impact counts as a minor one.
    .filter((violation) => counts(violation.impact ?? 'minor'))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The violations found per page, one line each, or '' when there are none (what a test expects). */
export function report(found: Record<string, Violation[]>): string {
  return Object.entries(found)
    .filter(([, violations]) => violations.length > 0)
    .map(([route, violations]) => `${route}: ${violations.map((v) => `${v.rule} (${v.impact ?? '?'}) ${v.help} at ${v.targets.slice(0, 3).join(', ')}`).join('; ')}`)
    .join('\n');
}
