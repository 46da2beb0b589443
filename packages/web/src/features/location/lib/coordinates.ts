/** A place: where it is, and what the member or the link calls it. */
export interface Place {
  latitude: number;
  longitude: number;
  name: string;
  address: string;
}

export const PLACE_NAME_MAX = 100;
export const PLACE_ADDRESS_MAX = 200;
/** Six decimals is about 10 cm: more than any phone measures, and short enough to read. */
const DECIMALS = 6;

export type CoordinateError = 'latitude' | 'longitude';

/** A number as typed: a decimal comma is accepted (many locales write one), nothing else. */
function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Latitude -90…90 and longitude -180…180, or which of them is wrong. */
export function parseCoordinates(latitude: string, longitude: string): { ok: true; latitude: number; longitude: number } | { ok: false; errors: CoordinateError[] } {
  const lat = parseDecimal(latitude);
  const lng = parseDecimal(longitude);
  const errors: CoordinateError[] = [];
  if (lat === null || lat < -90 || lat > 90) errors.push('latitude');
  if (lng === null || lng < -180 || lng > 180) errors.push('longitude');
  if (lat === null || lng === null || errors.length > 0) return { ok: false, errors };
  return { ok: true, latitude: round(lat), longitude: round(lng) };
}

function round(value: number): number {
  const rounded = Number(value.toFixed(DECIMALS));
  // -0 would print as "0" but compare oddly; a place on the equator is at 0.
  return rounded === 0 ? 0 : rounded;
}

/** `22.319300° N, 114.169400° E`: the form printed maps and GPS devices use. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(DECIMALS)}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/** `22.3193, 114.1694`: what the member copies into another app. */
export function plainCoordinates(latitude: number, longitude: number): string {
  return `${round(latitude)}, ${round(longitude)}`;
}

function cleanText(value: string | null, max: number): string {
  // Control characters never belong in a place name; long texts are cut, not refused.
  return (value ?? '').replace(/\p{Cc}/gu, ' ').trim().slice(0, max);
}

/** The place a link names: `?latitude=…&longitude=…&name=…&address=…` (also `lat`/`lng`); null when it names none. */
export function placeFromQuery(params: URLSearchParams): Place | null {
  const latitude = params.get('latitude') ?? params.get('lat');
  const longitude = params.get('longitude') ?? params.get('lng');
  if (latitude === null || longitude === null) return null;
  const parsed = parseCoordinates(latitude, longitude);
  if (!parsed.ok) return null;
  return {
    latitude: parsed.latitude,
    longitude: parsed.longitude,
    name: cleanText(params.get('name'), PLACE_NAME_MAX),
    address: cleanText(params.get('address'), PLACE_ADDRESS_MAX),
  };
}

/** The query that names a place, the inverse of placeFromQuery. */
export function placeQuery(place: Place): Record<string, string | number | undefined> {
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    name: place.name === '' ? undefined : place.name,
    address: place.address === '' ? undefined : place.address,
  };
}
