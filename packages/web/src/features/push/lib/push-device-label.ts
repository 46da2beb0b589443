import { devicePlatformOf } from '../../../lib/device-platform';

/** First match wins: Edge, Opera and Samsung Internet also say "Chrome", and every iPhone browser says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(?:A|iOS)?\//, 'Edge'],
  [/OPR\/|OPiOS\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const DESKTOP_SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const nameIn = (table: readonly (readonly [RegExp, string])[], userAgent: string): string => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';

/**
 * What this device is called in the member's list of devices that receive pushes ("Chrome ·
 * Android"): browser and system without versions, in no language (it is stored once and read in
 * any), as the security centre names a device. '' when the agent says nothing we know.
 */
export function pushDeviceLabel(userAgent: string, maxTouchPoints = 0): string {
  const platform = devicePlatformOf(userAgent, maxTouchPoints);
  const system = platform === 'ios' ? 'iOS' : platform === 'android' ? 'Android' : nameIn(DESKTOP_SYSTEMS, userAgent);
  return [nameIn(BROWSERS, userAgent), system].filter((part) => part !== '').join(' · ');
}
