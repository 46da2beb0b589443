/**
 * An address refused this often within FLOOD_WINDOW_MS is flooding: the live channel then refuses
 * its new connections before the WebSocket upgrade (a plain HTTP refusal, a fraction of the work
 * of a handshake and its refusal) instead of telling each why (socket-caps.ts).
 */
const FLOOD_REFUSALS = 20;
const FLOOD_WINDOW_MS = 10_000;
/** Past this many addresses remembered, those forgiven are swept out. */
const SWEEP_AT = 10_000;

interface Refusals {
  count: number;
  /** When the window that began with the first of them ends. */
  until: number;
}

/**
 * A flood lasts its window and the one after: it goes on as one for as long as each window brings
 * more refusals (rather than earning 20 more handshakes each time), and is forgiven after a whole
 * window without any.
 */
function wasFlood(refusals: Refusals | undefined, now: number): boolean {
  return refusals !== undefined && refusals.count >= FLOOD_REFUSALS && refusals.until > now - FLOOD_WINDOW_MS;
}

/** The live channel's memory of addresses it refused lately, counted in fixed windows. */
export function addressFloods() {
  const byAddress = new Map<string, Refusals>();
  return {
    refused(address: string): void {
      const now = Date.now();
      const refusals = byAddress.get(address);
      if (refusals && refusals.until > now) {
        refusals.count += 1;
        return;
      }
      if (byAddress.size >= SWEEP_AT) {
        for (const [key, entry] of byAddress) if (!wasFlood(entry, now) && entry.until <= now) byAddress.delete(key);
      }
      byAddress.set(address, { count: wasFlood(refusals, now) ? FLOOD_REFUSALS : 1, until: now + FLOOD_WINDOW_MS });
    },
    isFlooding(address: string): boolean {
      return wasFlood(byAddress.get(address), Date.now());
    },
  };
}
