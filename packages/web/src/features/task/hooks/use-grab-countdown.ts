import type { TGetCountdownResponse } from '@meridian/protocol';
import { useEffect, useState } from 'react';
import { clockSkew, msUntil } from '../lib/grab-countdown';

const TICK_MS = 250;

/**
 * Milliseconds until the next grab, ticking live. `receivedAt` is the device time the answer came
 * (the query's dataUpdatedAt): with the server's now it corrects a phone clock that is off.
 */
export function useGrabCountdown(countdown: TGetCountdownResponse | undefined, receivedAt: number): number {
  const skew = countdown === undefined ? 0 : clockSkew(countdown.serverTime, receivedAt);
  const nextGrabAt = countdown?.nextGrabAt ?? 0;
  const [msLeft, setMsLeft] = useState(() => msUntil(nextGrabAt, Date.now(), skew));

  useEffect(() => {
    const update = () => {
      setMsLeft(msUntil(nextGrabAt, Date.now(), skew));
    };
    update();
    if (msUntil(nextGrabAt, Date.now(), skew) === 0) return undefined;
    const timer = setInterval(() => {
      update();
      if (msUntil(nextGrabAt, Date.now(), skew) === 0) clearInterval(timer);
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [nextGrabAt, skew]);

  return msLeft;
}
