import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused body is still read, and thrown away, before its answer goes out. A client
 * still sending when the server answers and closes gets its connection reset, and browsers then
 * report a network error instead of the answer (HTTP servers "linger" for this reason): reading the
 * rest lets a member whose upload was too large read why. Beyond this the answer goes out at once
 * and the connection is closed: no app of ours sends that much.
 */
export const DISCARD_MAX_BYTES = 8 * 1024 * 1024;
/**
 * How fast a refused body is read on, per request. Unpaced, 16 connections sending 3.6 MB bodies
 * over loopback kept a core busy throwing them away (getBalance's p99 4.8x under them in
 * bench:abuse); paced, such a flood costs the server a MB a second per connection, and the sender
 * waits (TCP holds it back): 1.3x. A genuine client's answer still comes within seconds: the app
 * never sends a body over its limit, and an upload refused before it is read (a stale token)
 * takes at most 3.7 s.
 */
const DISCARD_BYTES_PER_SECOND = 1024 * 1024;
/** Shorter holds are not worth a timer: the next chunk is read at once. */
const MIN_HOLD_MS = 20;

export type BodyRead =
  | { kind: 'text'; text: string }
  /** Over the limit: nothing of it was kept. `drained` when the rest was read to its end too. */
  | { kind: 'too-large'; drained: boolean };

/**
 * A request body as text, at most `limit` bytes of it kept. A body over the limit (declared by
 * Content-Length, or found while reading) is read on and thrown away as it comes, never buffered
 * nor decrypted, at most DISCARD_BYTES_PER_SECOND and up to DISCARD_MAX_BYTES.
 */
export function readBodyText(raw: IncomingMessage, limit: number): Promise<BodyRead> {
  const declared = Number(raw.headers['content-length']);
  if (declared > limit + DISCARD_MAX_BYTES) return Promise.resolve({ kind: 'too-large', drained: false });
  if (raw.readableEnded) return Promise.resolve({ kind: 'text', text: '' });
  return new Promise((resolve, reject) => {
    let received = 0;
    let chunks: Buffer[] = [];
    /** Since when the body is being thrown away. */
    let discardingSince = declared > limit ? performance.now() : null;
    let hold: NodeJS.Timeout | undefined;
    const stop = () => {
      clearTimeout(hold);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      raw.off('close', onClose);
    };
    /**
     * Holds the reading back when the discarding runs ahead of its pace. Only what is past the
     * limit is paced: up to it, the body would have been read as fast anyway.
     */
    function pace(since: number): void {
      const pastLimit = Math.max(0, received - limit);
      const aheadMs = (pastLimit / DISCARD_BYTES_PER_SECOND) * 1000 - (performance.now() - since);
      if (aheadMs < MIN_HOLD_MS) return;
      raw.pause();
      hold = setTimeout(() => {
        raw.resume();
      }, aheadMs);
    }
    function onData(chunk: Buffer): void {
      received += chunk.length;
      if (received > limit + DISCARD_MAX_BYTES) {
        stop();
        raw.pause();
        resolve({ kind: 'too-large', drained: false });
        return;
      }
      if (discardingSince === null && received > limit) {
        discardingSince = performance.now();
        chunks = [];
      }
      if (discardingSince === null) chunks.push(chunk);
      else pace(discardingSince);
    }
    function onEnd(): void {
      stop();
      if (discardingSince !== null) resolve({ kind: 'too-large', drained: true });
      else resolve({ kind: 'text', text: chunks.length === 1 ? (chunks[0]?.toString('utf8') ?? '') : Buffer.concat(chunks, received).toString('utf8') });
    }
    function onError(error: Error): void {
      stop();
      reject(error);
    }
    function onClose(): void {
      stop();
      reject(new Error('the request closed before its body ended'));
    }
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
    raw.on('close', onClose);
    raw.resume();
  });
}

/**
 * Reads a body to its end and keeps none of it, all of it at the pace (an upload refused before
 * its body: anonymous, or over its limits, it gets no faster reading than any refused body);
 * false when it ran past DISCARD_MAX_BYTES.
 */
export async function discardBody(raw: IncomingMessage): Promise<boolean> {
  const read = await readBodyText(raw, 0);
  return read.kind === 'text' || read.drained;
}
