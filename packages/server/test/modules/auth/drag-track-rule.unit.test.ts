import { describe, expect, it } from 'vitest';
import type { TCaptchaTrack } from '@meridian/protocol';
import { MIN_DRAG_MS, refuseDragTrack } from '../../../src/modules/auth/captcha/drag-track-rule.js';
import { humanDrag, steadyDrag } from '../../helpers/drag-tracks.js';

const OLD_PUZZLE = { puzzleAgeMs: 60_000 };
const judge = (track: TCaptchaTrack | undefined, captchaX: number, puzzleAgeMs = OLD_PUZZLE.puzzleAgeMs) =>
  refuseDragTrack(track, { captchaX, puzzleAgeMs });

describe('a drag a person made', () => {
  it('is accepted whatever its length, pace and jitter', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const to = 70 + ((seed * 37) % 176);
      const ms = 350 + ((seed * 211) % 2500);
      expect(judge(humanDrag(to, { ms, seed }), to), `seed ${seed}: ${ms} ms to ${to}`).toBeNull();
    }
  });

  it('is accepted with a second try at the same puzzle: too far, let go, back', () => {
    const first = humanDrag(200, { ms: 600, seed: 3 });
    const back: [number, number][] = [];
    for (let i = 1; i <= 20; i += 1) back.push([2000 + i * 16, Math.round(200 - 40 * ((1 - Math.cos((Math.PI * i) / 20)) / 2))]);
    expect(judge([...first, ...back], 160)).toBeNull();
  });

  it('is accepted a pixel or two from captchaX (rounding)', () => {
    expect(judge(humanDrag(150), 152)).toBeNull();
    expect(judge(humanDrag(150), 148)).toBeNull();
  });
});

describe('a drag a script made', () => {
  it('is refused when there is none', () => {
    expect(judge(undefined, 150)).toBe('missing');
  });

  it('is refused at one steady speed, however finely sampled', () => {
    expect(judge(steadyDrag(150), 150)).toBe('steady-speed');
    expect(judge(steadyDrag(220, { ms: 1500, stepMs: 8 }), 220)).toBe('steady-speed');
    expect(judge(steadyDrag(90, { ms: 400, stepMs: 20 }), 90)).toBe('steady-speed');
  });

  it('is refused at one steady step per event, even when the events come at uneven times', () => {
    const track: [number, number][] = [[0, 0]];
    for (let i = 1; i <= 50; i += 1) track.push([(track[i - 1]?.[0] ?? 0) + 14 + ((i * 7) % 5), i * 4]);
    expect(judge(track, 200)).toBe('steady-speed');
  });

  it('is refused when it is quicker than a hand', () => {
    expect(judge(humanDrag(150, { ms: MIN_DRAG_MS - 60 }), 150)).toBe('too-quick');
  });

  it('is refused when it took longer than its puzzle has existed', () => {
    expect(judge(humanDrag(150, { ms: 2_000 }), 150, 2_500)).toBeNull();
    expect(judge(humanDrag(150, { ms: 2_000 }), 150, 500)).toBe('older-than-puzzle');
  });

  it('is refused when the piece jumps', () => {
    const track: [number, number][] = [];
    for (let t = 0; t <= 300; t += 15) track.push([t, Math.round(t / 30)]);
    track.push([316, 180], [400, 181], [520, 183], [700, 184]);
    expect(judge(track, 184)).toBe('jump');
  });

  it('is refused as one jump from the start to the answer', () => {
    expect(judge([[0, 0], [500, 150]], 150)).toBe('too-few-points');
  });

  it('is refused when it does not end where the answer says', () => {
    expect(judge(humanDrag(150), 156)).toBe('ends-elsewhere');
  });

  it('is refused when it does not start where the piece starts', () => {
    expect(judge(humanDrag(150).map(([t, x]): [number, number] => [t, x + 30]), 180)).toBe('starts-elsewhere');
  });

  it('is refused when its time goes back', () => {
    const track = humanDrag(150).map(([t, x]): [number, number] => [t, x]);
    const [t5 = 0, x5 = 0] = track[5] ?? [];
    track[6] = [t5 - 5, x5];
    expect(judge(track, 150)).toBe('time-goes-back');
  });
});
