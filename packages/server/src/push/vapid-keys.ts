import path from 'node:path';
import webPush from 'web-push';
import { keptDemoSecret } from '../security/demo-secret-file.js';
import type { PushConfig, VapidKeys } from './push-config.js';

/** Where the embedded demo keeps the pair it made. */
export const DEMO_VAPID_FILE_NAME = 'vapid-keys.json';

function parsedPair(text: string): VapidKeys | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'publicKey' in parsed && 'privateKey' in parsed) {
      const { publicKey, privateKey } = parsed;
      if (typeof publicKey === 'string' && typeof privateKey === 'string') return { publicKey, privateKey };
    }
  } catch {
    // Unreadable: said by the caller.
  }
  return undefined;
}

/**
 * The VAPID pair pushes are signed with: the configured one; else, outside production, the one
 * kept in `<dataDir>/vapid-keys.json`, made on the first start (so the subscriptions members made
 * survive a restart); else none, and no push is sent.
 */
export function resolveVapidKeys(options: { push: PushConfig; dataDir: string; isProduction: boolean }, log: { warn(message: string): void; info(message: string): void }): VapidKeys | undefined {
  if (options.push.vapidKeys) return options.push.vapidKeys;
  if (options.isProduction) {
    log.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (`npx web-push generate-vapid-keys`) to send pushes');
    return undefined;
  }
  const { secret, made } = keptDemoSecret(options.dataDir, DEMO_VAPID_FILE_NAME, () => JSON.stringify(webPush.generateVAPIDKeys()));
  const pair = parsedPair(secret);
  if (!pair) {
    log.warn(`Web Push is off: ${path.join(options.dataDir, DEMO_VAPID_FILE_NAME)} holds no VAPID pair`);
    return undefined;
  }
  if (made) log.info(`Web Push: made a demo VAPID pair in ${path.join(options.dataDir, DEMO_VAPID_FILE_NAME)}; several processes must share one (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY)`);
  return pair;
}
