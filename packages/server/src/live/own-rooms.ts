import { randomBytes } from 'node:crypto';

/** Every socket's room, for a push to everyone kept for this process (LiveTarget.keptForThisProcess). */
const EVERYONE_ROOM = 'everyone';

/**
 * This process's own names for rooms. A push every process hears from the live bus is emitted by
 * each to its own sockets; to be kept for a socket that drops (connection state recovery) it must
 * go through the adapter, and is then addressed to `member:7@<this process>`, a room only this
 * process's sockets are in: each socket gets it once live, and a socket that comes back, to any
 * process, is replayed only the copy of the process it was on. Once replayed, it leaves that
 * process's rooms for those of the process it is on now.
 */
export interface OwnRooms {
  /** The rooms `plain` (a member's, a login's) under this process's name, with its everyone room. */
  of(plain: readonly string[]): string[];
  /** Where a push to `addressed` (everyone when empty) goes under this process's name. */
  addressing(addressed: readonly string[]): string[];
  /** A socket of these rooms dropped: what they are sent is still worth keeping until `untilMs`. */
  dropped(rooms: Iterable<string>, untilMs: number): void;
  /** Whether a socket in `room` may still come back for what it is sent (a drop within its window). */
  awaited(room: string, nowMs: number): boolean;
}

export function createOwnRooms(): OwnRooms {
  const tag = randomBytes(6).toString('hex');
  const own = (room: string) => `${room}@${tag}`;
  const awayUntil = new Map<string, number>();
  return {
    of: (plain) => [...plain, EVERYONE_ROOM].map(own),
    addressing: (addressed) => (addressed.length > 0 ? addressed : [EVERYONE_ROOM]).map(own),
    dropped(rooms, untilMs) {
      for (const room of rooms) awayUntil.set(room, untilMs);
    },
    awaited(room, nowMs) {
      const until = awayUntil.get(room);
      if (until === undefined) return false;
      if (until > nowMs) return true;
      awayUntil.delete(room);
      return false;
    },
  };
}
