import { CAPTCHA_TRACK_MAX_POINTS, ZCaptchaTrack } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { createDragTrackRecorder } from './drag-track';

/** A recorder on a clock the test moves: `play` records each x after waiting its ms. */
function recorderOnClock() {
  let now = 5_000;
  const recorder = createDragTrackRecorder(() => now);
  const play = (moves: readonly (readonly [number, number])[]) => {
    for (const [waitMs, x] of moves) {
      now += waitMs;
      recorder.record(x);
    }
  };
  return { recorder, play };
}

describe('the drag track recorder', () => {
  it('records ms since the first press and the piece’s x, rounded', () => {
    const { recorder, play } = recorderOnClock();
    play([
      [0, 0],
      [16.4, 12.6],
      [17, 30.2],
    ]);
    expect(recorder.track()).toEqual([
      [0, 0],
      [16, 13],
      [33, 30],
    ]);
  });

  it('keeps a second try at the same puzzle in the same track', () => {
    const { recorder, play } = recorderOnClock();
    play([
      [0, 0],
      [400, 180],
      [2_000, 180],
      [300, 150],
    ]);
    expect(recorder.track().map(([ms]) => ms)).toEqual([0, 400, 2_400, 2_700]);
  });

  it('thins a long drag to fit the protocol, keeping its start and its shape', () => {
    const { recorder, play } = recorderOnClock();
    play(Array.from({ length: 1_001 }, (_, i) => [i === 0 ? 0 : 8, i / 4] as const));
    const track = recorder.track();
    expect(track.length).toBeLessThanOrEqual(CAPTCHA_TRACK_MAX_POINTS);
    expect(track.length).toBeGreaterThan(CAPTCHA_TRACK_MAX_POINTS / 4);
    expect(track[0]).toEqual([0, 0]);
    expect(track[track.length - 1]).toEqual([8_000, 250]);
    expect(ZCaptchaTrack.safeParse(track).success).toBe(true);
  });

  it('starts again after a reset (a new puzzle)', () => {
    const { recorder, play } = recorderOnClock();
    play([
      [0, 0],
      [500, 100],
    ]);
    recorder.reset();
    play([[1_000, 0]]);
    expect(recorder.track()).toEqual([[0, 0]]);
  });
});
