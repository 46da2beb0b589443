import type { Page } from '@playwright/test';

/**
 * What the pages' Content-Security-Policy refuses on `page` from now on, through its reloads and
 * the pages it opens: each `securitypolicyviolation` event (a script, a style, an eval, a
 * connection, a frame refused; an eval a library tries and catches counts too) and each line
 * Chromium writes to the console about one. A journey expects none: the app and the console run
 * under the server's policy exactly as built.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
