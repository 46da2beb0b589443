import Bowser from 'bowser';

/** What a member or an operator reads about a device: its browser, its system and its kind. */
export interface DeviceDescription {
  browser: string;
  os: string;
  /** `mobile`, `tablet`, `desktop`, `tv` or '' when the agent does not say. */
  kind: string;
}

const nameAndVersion = (name: string | undefined, version: string | undefined): string =>
  [name, version?.split('.')[0]].filter(Boolean).join(' ');

/**
 * Parsed by bowser (user agents are a moving target: a maintained table beats our own regular
 * expressions). Only the major version is kept: the rest identifies a device more than it helps
 * a member recognise it.
 */
export function describeUserAgent(userAgent: string): DeviceDescription {
  if (!userAgent) return { browser: '', os: '', kind: '' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: nameAndVersion(parsed.browser.name, parsed.browser.version),
    os: nameAndVersion(parsed.os.name, parsed.os.version),
    kind: parsed.platform.type ?? '',
  };
}

/**
 * The browser and system a user agent names, without versions: what "the same device" means when
 * deciding whether a sign-in comes from a new one (an update is not a new device).
 */
export function deviceFamily(userAgent: string): string {
  if (!userAgent) return '';
  const parsed = Bowser.parse(userAgent);
  return `${parsed.browser.name ?? ''}|${parsed.os.name ?? ''}`;
}

/** `Chrome 126 · Windows 10`, or '' when the agent says nothing. */
export function deviceLabel(device: DeviceDescription): string {
  return [device.browser, device.os].filter(Boolean).join(' · ');
}
