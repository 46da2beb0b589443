/**
 * Web Push's configuration (issue 40). The VAPID pair signs every push, so the push services
 * know the pushes of a subscription come from the server it was made with: every process of one
 * deployment must share it (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY). Without them the embedded demo
 * makes a pair and keeps it in DATA_DIR; production without them sends no pushes.
 */
export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (65 bytes), what browsers subscribe with. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
}

export interface PushConfig {
  vapidKeys: VapidKeys | undefined;
  /** Who runs the server, for the push services (`mailto:` or `https:`), in every push's VAPID claim. */
  subject: string;
  /**
   * The push services the server will post to: a host (`fcm.googleapis.com`), a suffix of hosts
   * (`.push.apple.com`), both over https only, or an exact origin (`http://127.0.0.1:9000`, for a
   * test's push service). A member's subscription elsewhere is refused: the server must not be
   * made to post to addresses of a member's choosing.
   */
  serviceHosts: readonly string[];
}

/** The push services of Chrome, Edge, Firefox and Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'] as const;

const DEFAULT_SUBJECT = 'mailto:operators@meridian.invalid';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function byteLength(base64url: string): number {
  return BASE64URL.test(base64url) ? Buffer.from(base64url, 'base64url').length : -1;
}

export function parsePushConfig(env: Record<string, string | undefined>, problems: string[]): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  let vapidKeys: VapidKeys | undefined;
  if (publicKey !== '' || privateKey !== '') {
    if (byteLength(publicKey) !== 65) problems.push('VAPID_PUBLIC_KEY: not a VAPID public key (65 bytes, base64url); `npx web-push generate-vapid-keys` makes a pair');
    if (byteLength(privateKey) !== 32) problems.push('VAPID_PRIVATE_KEY: not a VAPID private key (32 bytes, base64url)');
    vapidKeys = { publicKey, privateKey };
  }
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_SUBJECT;
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject)) problems.push(`VAPID_SUBJECT: "${subject}" is not a mailto: or https: address`);
  const hosts = env.PUSH_SERVICE_HOSTS?.trim();
  const serviceHosts = hosts
    ? hosts
        .split(',')
        .map((host) => host.trim())
        .filter((host) => host !== '')
    : [...DEFAULT_PUSH_SERVICE_HOSTS];
  return { vapidKeys, subject, serviceHosts };
}

/** Whether the server may post a subscription's pushes to `endpoint` (see PushConfig.serviceHosts). */
export function isAllowedPushEndpoint(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return serviceHosts.some((entry) => {
    if (entry.includes('://')) return url.origin === entry.replace(/\/+$/, '');
    if (url.protocol !== 'https:' || url.port !== '') return false;
    return entry.startsWith('.') ? url.hostname.endsWith(entry) && url.hostname.length > entry.length : url.hostname === entry;
  });
}
