import { createPriceWindow, type PriceWindow } from './price-window.js';

/** What the index keeps of an active alert: enough to decide, and the count its firing is guarded by. */
export interface IndexedAlert {
  id: number;
  allname: string;
  kind: 'cross' | 'move';
  /** `cross`: the price and the way to it. */
  price: number | null;
  direction: 'up' | 'down' | null;
  /** `move`: percent and window. */
  percent: number | null;
  windowMinutes: number | null;
  firedCount: number;
  /** Epoch ms from which it may fire (a repeating alert waits after each firing). */
  armedAt: number;
}

/** An alert the tick reached, with the tick's price (as recorded) and time. */
export interface Reached {
  alert: IndexedAlert;
  price: string;
  at: number;
}

interface Slot {
  alert: IndexedAlert;
  key: number;
  live: boolean;
}

/** Slots sorted by key: ascending for `up` and `move`, descending (by negated key) for `down`. */
class SortedSlots {
  private readonly slots: Slot[] = [];

  insert(slot: Slot): void {
    let low = 0;
    let high = this.slots.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.slots[middle]?.key ?? Infinity) <= slot.key) low = middle + 1;
      else high = middle;
    }
    this.slots.splice(low, 0, slot);
  }

  /** Takes every live slot whose key is at most `limit`, from the front: the lookup a tick costs. */
  takeUpTo(limit: number): Slot[] {
    let end = 0;
    while (end < this.slots.length && (this.slots[end]?.key ?? Infinity) <= limit) end += 1;
    return end === 0 ? [] : this.slots.splice(0, end).filter((slot) => slot.live);
  }

  get size(): number {
    return this.slots.length;
  }
}

const MINUTE_MS = 60_000;

interface PairBook {
  allname: string;
  ups: SortedSlots;
  downs: SortedSlots;
  moves: Map<number, { window: PriceWindow; slots: SortedSlots }>;
}

/**
 * The feed owner's index of active alerts (issue 40): per pair, `cross` alerts sorted by price on
 * each side and `move` alerts sorted by percent per window, so a tick costs a look at the front of
 * each list (and the alerts it reaches), not a scan of every alert. Alerts not yet armed wait aside
 * until their time.
 */
export interface AlertIndex {
  /** Adds an active alert, or replaces what the index held of it. */
  put(alert: IndexedAlert, now: number): void;
  /** Forgets an alert (cancelled, fired for good, or about to be put again). */
  remove(id: number): void;
  /** Feeds one recorded tick, and answers the alerts it reached (taken out of the index). */
  tick(allname: string, price: string, at: number): Reached[];
  /**
   * The windows made since the last call (a pair's first alert on a window): each is empty and
   * must be seeded with the recorded past (seed) before the next tick, since a window takes its
   * points in time order.
   */
  takeFreshWindows(): { allname: string; windowMinutes: number }[];
  /** Seeds one window with a past minute's low and high (a recorded 1-minute candle), oldest first. */
  seed(allname: string, windowMinutes: number, at: number, low: number, high: number): void;
  size(): number;
}

export function createAlertIndex(): AlertIndex {
  const books = new Map<string, PairBook>();
  const slots = new Map<number, Slot>();
  const waiting = new Map<number, IndexedAlert>();
  /** The waiting alerts by the time they arm, soonest first, so a tick looks only at those due (a removed one is skipped). */
  const arming = new SortedSlots();
  let fresh: { allname: string; windowMinutes: number }[] = [];

  const bookOf = (allname: string): PairBook => {
    let book = books.get(allname);
    if (!book) {
      book = { allname, ups: new SortedSlots(), downs: new SortedSlots(), moves: new Map() };
      books.set(allname, book);
    }
    return book;
  };

  const movesOf = (book: PairBook, windowMinutes: number) => {
    let moves = book.moves.get(windowMinutes);
    if (!moves) {
      moves = { window: createPriceWindow(windowMinutes * MINUTE_MS), slots: new SortedSlots() };
      book.moves.set(windowMinutes, moves);
      fresh.push({ allname: book.allname, windowMinutes });
    }
    return moves;
  };

  const place = (alert: IndexedAlert) => {
    const book = bookOf(alert.allname);
    if (alert.kind === 'cross' && alert.price !== null) {
      const slot = { alert, key: alert.direction === 'down' ? -alert.price : alert.price, live: true };
      (alert.direction === 'down' ? book.downs : book.ups).insert(slot);
      slots.set(alert.id, slot);
    } else if (alert.kind === 'move' && alert.percent !== null && alert.windowMinutes !== null) {
      const slot = { alert, key: alert.percent, live: true };
      movesOf(book, alert.windowMinutes).slots.insert(slot);
      slots.set(alert.id, slot);
    }
  };

  const remove = (id: number) => {
    const slot = slots.get(id);
    if (slot) slot.live = false;
    slots.delete(id);
    waiting.delete(id);
  };

  const armDue = (at: number) => {
    for (const slot of arming.takeUpTo(at)) {
      if (waiting.get(slot.alert.id) !== slot.alert) continue;
      waiting.delete(slot.alert.id);
      place(slot.alert);
    }
  };

  return {
    put(alert, now) {
      remove(alert.id);
      if (alert.armedAt > now) {
        waiting.set(alert.id, alert);
        arming.insert({ alert, key: alert.armedAt, live: true });
      } else place(alert);
    },
    remove,
    takeFreshWindows() {
      const taken = fresh;
      fresh = [];
      return taken;
    },
    seed(allname, windowMinutes, at, low, high) {
      books.get(allname)?.moves.get(windowMinutes)?.window.add(at, low, high);
    },
    tick(allname, price, at) {
      if (waiting.size > 0) armDue(at);
      const book = books.get(allname);
      if (!book) return [];
      const value = Number(price);
      const reached = [...book.ups.takeUpTo(value), ...book.downs.takeUpTo(-value)];
      for (const moves of book.moves.values()) {
        moves.window.add(at, value, value);
        const low = moves.window.low();
        const high = moves.window.high();
        if (low === undefined || high === undefined || moves.slots.size === 0) continue;
        const moved = Math.max(low > 0 ? ((value - low) / low) * 100 : 0, high > 0 ? ((high - value) / high) * 100 : 0);
        reached.push(...moves.slots.takeUpTo(moved));
      }
      for (const slot of reached) slots.delete(slot.alert.id);
      return reached.map((slot) => ({ alert: slot.alert, price, at }));
    },
    size: () => slots.size + waiting.size,
  };
}
