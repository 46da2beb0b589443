import { concat, hash, utf8 } from './bytes.js';

/**
 * Randomness for the liabilities tree, passed in: the server gives node:crypto's randomBytes, a
 * test may give a seeded source. The protocol stays pure (no I/O), and every draw below is
 * uniform, by rejection rather than by a modulo that would favour small values.
 */
export type RandomBytes = (length: number) => Uint8Array;

/**
 * Bytes handed out from a pool that `refill` tops up: asking the system for a few bytes at a time
 * costs far more than the bytes (a tree of 250,000 leaves draws a million times).
 */
export function pooledRandomBytes(refill: () => Uint8Array): RandomBytes {
  let pool: Uint8Array = new Uint8Array(0);
  return (length) => {
    while (pool.length < length) pool = concat(pool, refill());
    const bytes = pool.slice(0, length);
    pool = pool.subarray(length);
    return bytes;
  };
}

/**
 * The same bytes for the same seed: SHA-256 of the seed and a counter. For tests and worked
 * examples that must come out alike every run; a real snapshot takes the system's randomness.
 */
export function seededRandomBytes(seed: string): RandomBytes {
  let counter = 0;
  return pooledRandomBytes(() => hash(utf8(`${seed}:${(counter += 1)}`)));
}

/** A uniform integer in [0, bound). */
export function randomBelow(bound: bigint, randomBytes: RandomBytes): bigint {
  if (bound <= 0n) throw new RangeError(`nothing lies below ${bound}`);
  const bits = (bound - 1n).toString(2).length;
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    let value = 0n;
    for (const byte of randomBytes(Math.ceil(bits / 8))) value = (value << 8n) | BigInt(byte);
    value &= mask;
    if (value < bound) return value;
  }
}

/** A uniform index into a list of `length` items: randomBelow in plain numbers, as a shuffle draws one per item. */
export function randomIndex(length: number, randomBytes: RandomBytes): number {
  if (!Number.isSafeInteger(length) || length <= 0) throw new RangeError(`no index into ${length} items`);
  if (length > 2 ** 32) return Number(randomBelow(BigInt(length), randomBytes));
  const span = 2 ** (32 - Math.clz32(length - 1));
  for (;;) {
    let value = 0;
    for (const byte of randomBytes(Math.ceil(Math.log2(span) / 8))) value = value * 256 + byte;
    // The low bits of uniform bytes are uniform below `span`; a draw past the end is drawn again.
    value %= span;
    if (value < length) return value;
  }
}

/** Fisher–Yates: every order equally likely. */
export function shuffled<T>(items: readonly T[], randomBytes: RandomBytes): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1, randomBytes);
    const item = copy[index];
    const swapped = copy[other];
    if (item === undefined || swapped === undefined) continue;
    copy[index] = swapped;
    copy[other] = item;
  }
  return copy;
}
