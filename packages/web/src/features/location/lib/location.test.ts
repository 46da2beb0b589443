import { describe, expect, it } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { formatCoordinates, parseCoordinates, placeFromQuery, placeQuery, plainCoordinates, type Place } from './coordinates';
import { mapLinks } from './map-links';
import { placeDestination } from './return-route';

const HARBOUR: Place = { latitude: 22.2934, longitude: 114.1694, name: 'Star Ferry Pier', address: 'Tsim Sha Tsui, Hong Kong' };

describe('parseCoordinates', () => {
  it('accepts decimal degrees, with a decimal point or comma, and rounds to six places', () => {
    expect(parseCoordinates('22.2934', '114.1694')).toEqual({ ok: true, latitude: 22.2934, longitude: 114.1694 });
    expect(parseCoordinates(' -33,8568 ', '151,21531234')).toEqual({ ok: true, latitude: -33.8568, longitude: 151.215312 });
  });

  it('refuses a latitude beyond the poles and a longitude beyond the date line', () => {
    expect(parseCoordinates('90.0001', '0')).toEqual({ ok: false, errors: ['latitude'] });
    expect(parseCoordinates('0', '-180.5')).toEqual({ ok: false, errors: ['longitude'] });
  });

  it('refuses what is not a plain number', () => {
    expect(parseCoordinates('', '1e2')).toEqual({ ok: false, errors: ['latitude', 'longitude'] });
    expect(parseCoordinates('22.1.1', 'Infinity')).toEqual({ ok: false, errors: ['latitude', 'longitude'] });
  });
});

describe('formatting', () => {
  it('writes hemispheres instead of signs', () => {
    expect(formatCoordinates(-33.8568, 151.2153)).toBe('33.856800° S, 151.215300° E');
    expect(formatCoordinates(40.7128, -74.006)).toBe('40.712800° N, 74.006000° W');
  });

  it('copies plain numbers', () => {
    expect(plainCoordinates(22.2934, 114.1694)).toBe('22.2934, 114.1694');
  });
});

describe('placeFromQuery', () => {
  it('reads a place and its texts, and round-trips with placeQuery', () => {
    const params = new URLSearchParams(Object.entries(placeQuery(HARBOUR)).map(([key, value]) => [key, String(value)]));
    expect(placeFromQuery(params)).toEqual(HARBOUR);
  });

  it('also reads the short lat/lng names, and strips control characters', () => {
    expect(placeFromQuery(new URLSearchParams('lat=1.5&lng=2.5&name=Gate%0A7'))).toEqual({ latitude: 1.5, longitude: 2.5, name: 'Gate 7', address: '' });
  });

  it('names no place when the coordinates are missing or out of range', () => {
    expect(placeFromQuery(new URLSearchParams('name=Somewhere'))).toBeNull();
    expect(placeFromQuery(new URLSearchParams('latitude=95&longitude=10'))).toBeNull();
  });
});

describe('mapLinks', () => {
  it('opens Apple Maps first on iOS and a geo: link first on Android', () => {
    expect(mapLinks(HARBOUR, 'ios')[0]).toEqual({ app: 'apple', url: 'https://maps.apple.com/?ll=22.2934%2C114.1694&q=Star+Ferry+Pier' });
    expect(mapLinks(HARBOUR, 'android')[0]).toEqual({ app: 'geo', url: 'geo:22.2934,114.1694?q=22.2934%2C114.1694(Star%20Ferry%20Pier)' });
  });

  it('offers OpenStreetMap in any browser, first on a desktop', () => {
    expect(mapLinks(HARBOUR, 'other')[0]).toEqual({ app: 'osm', url: 'https://www.openstreetmap.org/?mlat=22.2934&mlon=114.1694#map=17/22.2934/114.1694' });
  });
});

describe('placeDestination', () => {
  it('shows the place on open-location by default', () => {
    expect(placeDestination(new URLSearchParams(), HARBOUR)).toBe(
      `${ROUTE.openLocation}?latitude=22.2934&longitude=114.1694&name=Star+Ferry+Pier&address=Tsim+Sha+Tsui%2C+Hong+Kong`,
    );
  });

  it('returns to a page of the app with its own query kept', () => {
    const params = new URLSearchParams({ redirect: `${ROUTE.addressEdit}?id=3` });
    expect(placeDestination(params, { ...HARBOUR, name: '', address: '' })).toBe(`${ROUTE.addressEdit}?id=3&latitude=22.2934&longitude=114.1694`);
  });

  it('never leaves the app, whatever the link says', () => {
    for (const redirect of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', ROUTE.chooseLocation]) {
      expect(placeDestination(new URLSearchParams({ redirect }), HARBOUR).startsWith(`${ROUTE.openLocation}?`)).toBe(true);
    }
  });
});
