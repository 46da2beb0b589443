import type { DevicePlatform } from '../../../lib/device-platform';
import type { Place } from './coordinates';

export interface MapLink {
  /** Which app it opens, as a key of `location.maps`. */
  app: 'apple' | 'geo' | 'osm';
  url: string;
}

/**
 * Links that open the place in a maps app of the device, the first fitting the device best. No
 * map is drawn in the app: showing tiles would mean loading them from a map provider's servers.
 * - geo: (RFC 5870) opens the chosen maps app on Android;
 * - Apple Maps links open the Maps app on iOS;
 * - OpenStreetMap works in any browser.
 */
export function mapLinks(place: Place, platform: DevicePlatform): MapLink[] {
  const { latitude: lat, longitude: lng } = place;
  const label = place.name || place.address;
  const geoQuery = label === '' ? `${lat},${lng}` : `${lat},${lng}(${label})`;
  const geo: MapLink = { app: 'geo', url: `geo:${lat},${lng}?q=${encodeURIComponent(geoQuery)}` };
  const appleParams = new URLSearchParams({ ll: `${lat},${lng}` });
  if (label !== '') appleParams.set('q', label);
  const apple: MapLink = { app: 'apple', url: `https://maps.apple.com/?${appleParams.toString()}` };
  const osm: MapLink = { app: 'osm', url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}` };
  if (platform === 'ios') return [apple, osm];
  if (platform === 'android') return [geo, osm];
  return [osm, geo];
}
