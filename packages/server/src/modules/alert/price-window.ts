/**
 * The lowest and highest price of a pair over the last `spanMs`, kept as ticks come (two monotonic
 * deques): each tick costs O(1) amortised, whatever the window's length, and nothing is scanned.
 */
export interface PriceWindow {
  /** Adds a price seen at `at` (a 1-minute candle's low and high seed it as two points). */
  add(at: number, low: number, high: number): void;
  low(): number | undefined;
  high(): number | undefined;
}

interface Point {
  at: number;
  value: number;
}

/** One side's deque: values kept in order of `better`, the front is the window's extreme. */
class MonotonicDeque {
  private readonly points: Point[] = [];
  private head = 0;

  constructor(private readonly keeps: (older: number, newer: number) => boolean) {}

  push(point: Point): void {
    while (this.points.length > this.head && !this.keeps(this.points.at(-1)?.value ?? 0, point.value)) this.points.pop();
    this.points.push(point);
  }

  dropBefore(from: number): void {
    while (this.head < this.points.length && (this.points[this.head]?.at ?? Infinity) < from) this.head += 1;
    // Drop what the head passed once it is most of the array, so memory stays bounded.
    if (this.head > 1024 && this.head * 2 > this.points.length) {
      this.points.splice(0, this.head);
      this.head = 0;
    }
  }

  front(): number | undefined {
    return this.points[this.head]?.value;
  }
}

export function createPriceWindow(spanMs: number): PriceWindow {
  // An older low stays only while it is below the newer one; an older high while it is above.
  const lows = new MonotonicDeque((older, newer) => older < newer);
  const highs = new MonotonicDeque((older, newer) => older > newer);
  return {
    add(at, low, high) {
      lows.push({ at, value: low });
      highs.push({ at, value: high });
      lows.dropBefore(at - spanMs);
      highs.dropBefore(at - spanMs);
    },
    low: () => lows.front(),
    high: () => highs.front(),
  };
}
