import type { Page } from '@playwright/test';
import { seriousViolations, type Violation } from './axe.js';
import type { Harness } from './harness.js';

/**
 * Loads a route afresh (a hash change alone would let axe look at the page being left) and lets
 * its data arrive (no request in flight for a moment) before axe looks.
 */
export async function auditRoute(page: Page, harness: Harness, route: string): Promise<Violation[]> {
  await page.goto('about:blank');
  await page.goto(harness.appUrl(route));
  await page.waitForLoadState('networkidle');
  // A page still showing its loading skeleton would be audited half-drawn.
  await page.locator('.adm-skeleton').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  return seriousViolations(page);
}
