import type { TCaptchaTrack } from '@meridian/protocol';

/*
 * Whether the track of a slider answer is a drag a person could have made. A script that knows the
 * answer sends it at once, or moves the piece there in one jump, or at one steady speed; a hand
 * takes a while, speeds up and slows down, and moves continuously. The limits are loose enough for
 * any member (a slow phone, a mouse, a second try at the same puzzle) and are in the picture's
 * pixels, whatever the size of the screen.
 */

/** Fewer samples than a drag of MIN_DRAG_MS gives on any screen (pointers report 60+ times a second). */
export const MIN_TRACK_POINTS = 8;
/** Finding the slot and dragging the piece there takes people longer than this. */
export const MIN_DRAG_MS = 300;
/** A drag may seem this much longer than its puzzle's age when another server process drew it (clocks differ a little). */
export const CLOCK_SLACK_MS = 1_000;
/** The piece starts at the left: a track starts there. */
export const START_SLACK_PX = 3;
/** The last sample is where the piece was let go: it is the answer, give or take rounding. */
export const END_SLACK_PX = 2;
/** Faster than any hand moves the piece (the whole picture in 50 ms) is a jump... */
export const MAX_SPEED_PX_PER_MS = 5;
/** ...unless the step is this small: two pointer reports a millisecond apart may differ by a few pixels. */
export const JUMP_PX = 12;
/** Speeds are compared over windows this long, so that a script's timer jitter averages out. */
export const SPEED_WINDOW_MS = 50;
/** How much the speed must vary (its coefficient of variation over the windows): an eased drag gives 0.45. */
export const MIN_SPEED_VARIATION = 0.2;

export type DragRefusal =
  | 'missing'
  | 'too-few-points'
  | 'time-goes-back'
  | 'too-quick'
  | 'older-than-puzzle'
  | 'starts-elsewhere'
  | 'ends-elsewhere'
  | 'jump'
  | 'steady-speed';

export interface DragExpectation {
  /** Where the answer says the piece was let go. */
  captchaX: number;
  /** How long ago the puzzle was drawn: its drag cannot have taken longer. */
  puzzleAgeMs: number;
}

/** Speed over each window of at least SPEED_WINDOW_MS (the distance moved, back and forth included), and the window's length. */
function windowSpeeds(track: TCaptchaTrack): { speed: number; ms: number }[] {
  const windows: { speed: number; ms: number }[] = [];
  let [startMs = 0] = track[0] ?? [];
  let moved = 0;
  for (let i = 1; i < track.length; i += 1) {
    const [ms = 0, x = 0] = track[i] ?? [];
    const [, previousX = 0] = track[i - 1] ?? [];
    moved += Math.abs(x - previousX);
    if (ms - startMs >= SPEED_WINDOW_MS) {
      windows.push({ speed: moved / (ms - startMs), ms: ms - startMs });
      startMs = ms;
      moved = 0;
    }
  }
  return windows;
}

/** The coefficient of variation of the window speeds, each window weighted by its length. */
function speedVariation(track: TCaptchaTrack): number {
  const windows = windowSpeeds(track);
  const totalMs = windows.reduce((sum, w) => sum + w.ms, 0);
  if (windows.length < 3 || totalMs <= 0) return 0;
  const mean = windows.reduce((sum, w) => sum + w.speed * w.ms, 0) / totalMs;
  if (mean <= 0) return 0;
  const variance = windows.reduce((sum, w) => sum + (w.speed - mean) ** 2 * w.ms, 0) / totalMs;
  return Math.sqrt(variance) / mean;
}

function hasJump(track: TCaptchaTrack): boolean {
  for (let i = 1; i < track.length; i += 1) {
    const [ms = 0, x = 0] = track[i] ?? [];
    const [previousMs = 0, previousX = 0] = track[i - 1] ?? [];
    const step = Math.abs(x - previousX);
    if (step > JUMP_PX && step / Math.max(1, ms - previousMs) > MAX_SPEED_PX_PER_MS) return true;
  }
  return false;
}

function timeGoesBack(track: TCaptchaTrack): boolean {
  return track.some(([ms], i) => i > 0 && ms < (track[i - 1]?.[0] ?? 0));
}

/** Why `track` is not a drag a person made to `expected.captchaX`, or null when it is one. */
export function refuseDragTrack(track: TCaptchaTrack | undefined, expected: DragExpectation): DragRefusal | null {
  if (track === undefined) return 'missing';
  const first = track[0];
  const last = track[track.length - 1];
  if (track.length < MIN_TRACK_POINTS || first === undefined || last === undefined) return 'too-few-points';
  if (timeGoesBack(track)) return 'time-goes-back';
  const durationMs = last[0] - first[0];
  if (durationMs < MIN_DRAG_MS) return 'too-quick';
  if (durationMs > expected.puzzleAgeMs + CLOCK_SLACK_MS) return 'older-than-puzzle';
  if (first[1] > START_SLACK_PX) return 'starts-elsewhere';
  if (Math.abs(last[1] - expected.captchaX) > END_SLACK_PX) return 'ends-elsewhere';
  if (hasJump(track)) return 'jump';
  if (speedVariation(track) < MIN_SPEED_VARIATION) return 'steady-speed';
  return null;
}
