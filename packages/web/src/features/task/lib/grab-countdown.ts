/**
 * The wait until the next grab, as the member reads it: `MM:SS` under an hour, `H:MM:SS` beyond.
 * Seconds round up so the clock never shows 00:00 while the server would still refuse the grab.
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/**
 * The server's clock minus the device's, from a server time read at `receivedAtMs` on the device:
 * the countdown then ends when the server allows the grab, whatever the phone's clock says.
 */
export function clockSkew(serverTimeMs: number, receivedAtMs: number): number {
  return serverTimeMs - receivedAtMs;
}

/** Milliseconds until `nextGrabAt` (server clock) as of the device time `deviceNowMs`; never below 0. */
export function msUntil(nextGrabAtMs: number, deviceNowMs: number, skewMs: number): number {
  return Math.max(0, nextGrabAtMs - (deviceNowMs + skewMs));
}
