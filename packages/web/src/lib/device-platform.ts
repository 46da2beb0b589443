export type DevicePlatform = 'ios' | 'android' | 'other';

/**
 * The phone's system, for instructions and links that differ between them (home-screen install,
 * maps app). iPadOS 13+ reports itself as a Mac, so a Mac with a touch screen counts as iOS.
 */
export function devicePlatformOf(userAgent: string, maxTouchPoints = 0): DevicePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The platform of this device. */
export function currentDevicePlatform(): DevicePlatform {
  return devicePlatformOf(navigator.userAgent, navigator.maxTouchPoints);
}
