import { describe, expect, it } from 'vitest';
import { devicePlatformOf } from './device-platform';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('devicePlatformOf', () => {
  it('knows an iPhone', () => {
    expect(devicePlatformOf(IPHONE, 5)).toBe('ios');
  });

  it('counts an iPad that says it is a Mac as iOS, and a real Mac as neither', () => {
    expect(devicePlatformOf(IPAD_DESKTOP, 5)).toBe('ios');
    expect(devicePlatformOf(IPAD_DESKTOP, 0)).toBe('other');
  });

  it('knows Android and leaves desktops as other', () => {
    expect(devicePlatformOf(ANDROID, 5)).toBe('android');
    expect(devicePlatformOf(WINDOWS, 0)).toBe('other');
  });
});
