import type { Locator, Page } from '@playwright/test';

/** The bell in the page's bar, whatever it counts: its name is "Notifications" or "Notifications: N unread". */
export function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications(: \d+ unread)?$/ });
}

/** What the bell counts now, read from its name (0 when it shows no count). */
export async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/: (\d+) unread$/.exec(name)?.[1] ?? '0');
}

/** Goes to a route the way a tap does: the hash changes, the page is not loaded again. */
export async function goInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
}

/** `price` moved by one unit of its last decimal: a level the next tick that moves will cross one way or the other. */
export function oneStep(price: string, way: 1 | -1): string {
  const decimals = price.split('.')[1]?.length ?? 0;
  const units = BigInt(price.replace('.', '')) + BigInt(way);
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Sets a "crosses" alert on the open form at `price`, and waits for the form to close. */
export async function setCrossAlert(page: Page, price: string): Promise<void> {
  const form = page.getByRole('dialog', { name: 'New price alert' });
  await form.getByLabel('Target price').fill(price);
  await form.getByRole('button', { name: 'Set alert' }).click();
  await form.waitFor({ state: 'hidden' });
}
