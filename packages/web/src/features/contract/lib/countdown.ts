/** Whole seconds left until `expiresAt` (rounded up, never below 0), as the ring shows them. */
export function secondsLeft(expiresAt: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAt - nowMs) / 1000));
}

/** How much of the contract's time is left, 0–100, for the ring's fill. */
export function percentLeft(expiresAt: number, totalSeconds: number, nowMs: number): number {
  if (totalSeconds <= 0) return 0;
  const left = Math.max(0, expiresAt - nowMs) / (totalSeconds * 1000);
  return Math.min(100, left * 100);
}
