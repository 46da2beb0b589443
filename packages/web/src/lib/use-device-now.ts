import { useEffect, useState } from 'react';

/**
 * The device's clock, read again every `intervalMs` while the component is on screen: for what
 * changes with time alone (a desk's hours, a session's minutes), so it is drawn anew without a call.
 */
export function useDeviceNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
