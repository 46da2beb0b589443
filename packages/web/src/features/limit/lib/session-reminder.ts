import { SESSION_GAP_MS, type TTradingSession } from '@meridian/protocol';

const MINUTE_MS = 60_000;

/** Whole minutes the session has run at `nowMs` (the server's time). */
export function sessionMinutes(session: Pick<TTradingSession, 'startedAt'>, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - session.startedAt) / MINUTE_MS));
}

/** Whether the session still goes on at `nowMs`: its last contract is not SESSION_GAP_MS old. */
export function isSessionLive(session: Pick<TTradingSession, 'lastAt'>, nowMs: number): boolean {
  return nowMs - session.lastAt <= SESSION_GAP_MS;
}

/**
 * How many reminders are due in a session of `minutes` with one every `everyMinutes`: the first
 * after `everyMinutes`, the next after twice that, and so on.
 */
export function remindersDue(minutes: number, everyMinutes: number): number {
  return everyMinutes > 0 ? Math.floor(minutes / everyMinutes) : 0;
}
