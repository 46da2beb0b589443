import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { renderPage } from '../../../testing/render-page';
import { ChooseLocationPage } from './choose-location-page';
import { OpenLocationPage } from './open-location-page';
import { waitUntil } from '../../../testing/wait-until';

type Answer = { position: GeolocationPosition } | { error: GeolocationPositionError };

/** Puts a fake position sensor on navigator that answers as told. */
function stubGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('position' in answer) success(answer.position);
    else failure?.(answer.error);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function position(latitude: number, longitude: number, accuracy: number): GeolocationPosition {
  return { coords: { latitude, longitude, accuracy }, timestamp: Date.now() } as GeolocationPosition;
}

const DENIED = { code: 1, message: 'User denied Geolocation' } as GeolocationPositionError;

let user = userEvent.setup();
let secure: PropertyDescriptor | undefined;
beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  secure = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(() => {
  if (secure) Object.defineProperty(window, 'isSecureContext', secure);
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('choose location', () => {
  it('fills the coordinates from the device and shows the place on open-location', async () => {
    const ask = stubGeolocation({ position: position(22.2934123, 114.1694, 18.4) });
    const { router } = renderPage(ROUTE.chooseLocation, <ChooseLocationPage />);
    // Nothing is asked before the member taps.
    expect(ask).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Use my current location/ }));
    expect(await screen.findByText('Found: 22.293412° N, 114.169400° E (within 18 m)')).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveValue('22.293412');
    await user.type(screen.getByLabelText('Name of the place'), 'Office');
    await user.click(screen.getByRole('button', { name: 'Use this place' }));

    await waitUntil(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTE.openLocation}?latitude=22.293412&longitude=114.1694&name=Office`);
    });
  });

  it('when the member refuses, says so and takes the place typed by hand, checking it', async () => {
    stubGeolocation({ error: DENIED });
    const { router } = renderPage(ROUTE.chooseLocation, <ChooseLocationPage />, `${ROUTE.chooseLocation}?redirect=${encodeURIComponent(`${ROUTE.addressEdit}?id=3`)}`);
    await user.click(screen.getByRole('button', { name: /Use my current location/ }));
    expect(await screen.findByText(/Location access is turned off for this site\. Please enter the place below\./)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Latitude'), '95');
    await user.type(screen.getByLabelText('Longitude'), '10,5');
    await user.click(screen.getByRole('button', { name: 'Use this place' }));
    expect(await screen.findByText('Enter a latitude between -90 and 90.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTE.chooseLocation);

    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '-33.8568');
    await user.click(screen.getByRole('button', { name: 'Use this place' }));
    await waitUntil(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTE.addressEdit}?id=3&latitude=-33.8568&longitude=10.5`);
    });
  });

  it('offers manual entry where the browser cannot locate (an insecure page)', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    const ask = stubGeolocation({ position: position(1, 2, 3) });
    renderPage(ROUTE.chooseLocation, <ChooseLocationPage />);
    await user.click(screen.getByRole('button', { name: /Use my current location/ }));
    expect(await screen.findByText(/This browser cannot share your location here\./)).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('open location', () => {
  it('shows the place from the link with links to maps apps, and no map tiles', async () => {
    renderPage(ROUTE.openLocation, <OpenLocationPage />, `${ROUTE.openLocation}?latitude=40.7128&longitude=-74.006&name=City%20Hall&address=New%20York`);
    expect(await screen.findByRole('heading', { name: 'City Hall' })).toBeInTheDocument();
    expect(screen.getByText('New York')).toBeInTheDocument();
    expect(screen.getByTestId('place-coordinates')).toHaveTextContent('40.712800° N, 74.006000° W');
    const primary = screen.getByRole('link', { name: 'Open in Maps' });
    expect(primary.getAttribute('href')).toMatch(/^(geo:|https:\/\/(maps\.apple\.com|www\.openstreetmap\.org)\/)/);
    expect(document.querySelectorAll('img, iframe')).toHaveLength(0);
  });

  it('says so when the link names no valid place', async () => {
    renderPage(ROUTE.openLocation, <OpenLocationPage />, `${ROUTE.openLocation}?latitude=abc&longitude=1`);
    expect(await screen.findByText('No location in this link')).toBeInTheDocument();
  });
});
