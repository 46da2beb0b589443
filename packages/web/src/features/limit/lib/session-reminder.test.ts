import { SESSION_GAP_MS } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { isSessionLive, remindersDue, sessionMinutes } from './session-reminder';

const START = Date.UTC(2026, 2, 5, 6, 0);

describe('the session reminder', () => {
  it('counts whole minutes of the session', () => {
    expect(sessionMinutes({ startedAt: START }, START + 59_999)).toBe(0);
    expect(sessionMinutes({ startedAt: START }, START + 30 * 60_000)).toBe(30);
    expect(sessionMinutes({ startedAt: START }, START - 5000)).toBe(0);
  });

  it('is due once per interval, the first after one whole interval', () => {
    expect(remindersDue(14, 15)).toBe(0);
    expect(remindersDue(15, 15)).toBe(1);
    expect(remindersDue(44, 15)).toBe(2);
    expect(remindersDue(60, 60)).toBe(1);
  });

  it('ends with a pause as long as the server’s', () => {
    expect(isSessionLive({ lastAt: START }, START + SESSION_GAP_MS)).toBe(true);
    expect(isSessionLive({ lastAt: START }, START + SESSION_GAP_MS + 1)).toBe(false);
  });
});
