import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, isAllowedPushEndpoint, parsePushConfig } from '../../../src/push/push-config.js';
import { retryDelayMs } from '../../../src/push/push-sender.js';
import { isQuietAt, minuteOfDayIn } from '../../../src/push/quiet-hours.js';
import { DEMO_VAPID_FILE_NAME, resolveVapidKeys } from '../../../src/push/vapid-keys.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('quiet hours', () => {
  it('reads the wall clock of the member’s zone, summer time included', () => {
    // 2026-07-01 12:00 UTC is 08:00 in New York (summer, UTC-4) and 20:00 in Hong Kong.
    const july = new Date(Date.UTC(2026, 6, 1, 12, 0));
    expect(minuteOfDayIn(july, 'America/New_York')).toBe(8 * 60);
    expect(minuteOfDayIn(july, 'Asia/Hong_Kong')).toBe(20 * 60);
    // In January New York is UTC-5.
    expect(minuteOfDayIn(new Date(Date.UTC(2026, 0, 1, 12, 0)), 'America/New_York')).toBe(7 * 60);
    expect(minuteOfDayIn(new Date(Date.UTC(2026, 0, 1, 0, 0)), 'UTC')).toBe(0);
  });

  it('spans midnight when it starts after it ends, and includes its start but not its end', () => {
    const night = { from: 22 * 60, to: 7 * 60, timeZone: 'UTC' };
    const at = (hours: number, minutes = 0) => new Date(Date.UTC(2026, 0, 1, hours, minutes));
    expect(isQuietAt(at(22), night)).toBe(true);
    expect(isQuietAt(at(3), night)).toBe(true);
    expect(isQuietAt(at(6, 59), night)).toBe(true);
    expect(isQuietAt(at(7), night)).toBe(false);
    expect(isQuietAt(at(21, 59), night)).toBe(false);
    const lunch = { from: 12 * 60, to: 13 * 60, timeZone: 'Asia/Hong_Kong' };
    expect(isQuietAt(at(4, 30), lunch)).toBe(true);
    expect(isQuietAt(at(12, 30), lunch)).toBe(false);
  });
});

describe('push endpoints', () => {
  it('takes the known push services over https only, and a configured origin exactly', () => {
    const hosts = [...DEFAULT_PUSH_SERVICE_HOSTS, 'http://127.0.0.1:9000'];
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/QH', 'https://wns2-by3p.notify.windows.com/w/?token=1', 'http://127.0.0.1:9000/push/1']) {
      expect(isAllowedPushEndpoint(endpoint, hosts)).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://push.apple.com/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://127.0.0.1:9001/push/1',
      'http://localhost:9000/push/1',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, hosts)).toBe(false);
    }
  });
});

describe('push configuration', () => {
  it('takes a VAPID pair whole and well formed, and says what is wrong otherwise', () => {
    const problems: string[] = [];
    const good = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    expect(parsePushConfig(good, problems).vapidKeys).toEqual({ publicKey: good.VAPID_PUBLIC_KEY, privateKey: good.VAPID_PRIVATE_KEY });
    expect(problems).toEqual([]);
    parsePushConfig({ VAPID_PUBLIC_KEY: good.VAPID_PUBLIC_KEY }, problems);
    parsePushConfig({ ...good, VAPID_SUBJECT: 'ops@example.com' }, problems);
    expect(problems).toEqual([expect.stringContaining('VAPID_PRIVATE_KEY'), expect.stringContaining('VAPID_SUBJECT')]);
    expect(parsePushConfig({}, []).serviceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
  });

  it('makes the demo’s pair once and keeps it in DATA_DIR; production without a pair sends nothing', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-vapid-'));
    dirs.push(dataDir);
    const warnings: string[] = [];
    const options = { push: parsePushConfig({}, []), dataDir, isProduction: false };
    const warn = { warn: (message: string) => warnings.push(message), info: (message: string) => warnings.push(message) };
    const made = resolveVapidKeys(options, warn);
    expect(Buffer.from(made?.publicKey ?? '', 'base64url')).toHaveLength(65);
    expect(resolveVapidKeys(options, warn)).toEqual(made);
    const file = path.join(dataDir, DEMO_VAPID_FILE_NAME);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(made);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(resolveVapidKeys({ ...options, isProduction: true }, warn)).toBeUndefined();
  });

  it('waits longer after each failed attempt, up to ten minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(600_000);
  });
});
