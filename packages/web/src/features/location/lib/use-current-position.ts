import { useCallback, useEffect, useRef, useState } from 'react';

export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type PositionState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; latitude: number; longitude: number; /** metres */ accuracy: number }
  | { kind: 'failed'; reason: PositionFailure };

/** How long to wait for a fix: indoors a phone may need a while; after that, manual entry is quicker. */
export const LOCATE_TIMEOUT_MS = 15_000;

/** GeolocationPositionError codes (the constants are not on every implementation's instances). */
function reasonOf(error: GeolocationPositionError): PositionFailure {
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

/**
 * The device's position, asked for only when the member taps (browsers rightly distrust pages that
 * ask on load). Browsers offer it only on secure pages (https or localhost): elsewhere it reports
 * 'unsupported' and the member types the place instead.
 */
export function useCurrentPosition(onFound: (latitude: number, longitude: number) => void) {
  const [state, setState] = useState<PositionState>({ kind: 'idle' });
  const mounted = useRef(true);
  const foundRef = useRef(onFound);
  useEffect(() => {
    foundRef.current = onFound;
  }, [onFound]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    // Absent on insecure pages and in some webviews, whatever the DOM types say.
    const geolocation = navigator.geolocation as Geolocation | undefined;
    if (!window.isSecureContext || geolocation === undefined) {
      setState({ kind: 'failed', reason: 'unsupported' });
      return;
    }
    setState({ kind: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        const { latitude, longitude, accuracy } = position.coords;
        setState({ kind: 'found', latitude, longitude, accuracy });
        foundRef.current(latitude, longitude);
      },
      (error) => {
        if (mounted.current) setState({ kind: 'failed', reason: reasonOf(error) });
      },
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }, []);

  return { state, locate };
}
