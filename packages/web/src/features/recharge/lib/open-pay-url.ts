/**
 * Leaves the app for the payment provider's page. The pay URL may be relative to this server (the
 * built-in sandbox gateway); only http(s) addresses are followed, so a bad configuration cannot run
 * script in the app's origin.
 */
export function payUrlTarget(payUrl: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(payUrl, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

export function openPayUrl(payUrl: string): boolean {
  const target = payUrlTarget(payUrl, window.location.href);
  if (target === null) return false;
  window.location.assign(target);
  return true;
}
