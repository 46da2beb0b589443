import { CAPTCHA_TRACK_MAX_POINTS, type TCaptchaTrack } from '@meridian/protocol';

/** Where the member let go of the piece (background pixels), and how they dragged it there. */
export interface PlacedPiece {
  captchaX: number;
  captchaTrack: TCaptchaTrack;
}

/**
 * Records how the member moves the slider's piece, for the server's check that a hand dragged it:
 * `[ms since the first press, x of the piece]`, from the first press on a puzzle to the last
 * release (a second try at the same puzzle continues the same track). A long drag is thinned,
 * every other sample dropped, so that it still fits the protocol's CAPTCHA_TRACK_MAX_POINTS.
 */
export interface DragTrackRecorder {
  /** The piece is at `x` (background pixels) now. */
  record: (x: number) => void;
  /** The track so far (a copy). */
  track: () => TCaptchaTrack;
  /** Forgets the track: a new puzzle starts a new one. */
  reset: () => void;
}

export function createDragTrackRecorder(now: () => number = () => performance.now()): DragTrackRecorder {
  let startedAt: number | null = null;
  let samples: [number, number][] = [];
  return {
    record(x) {
      const at = now();
      startedAt ??= at;
      if (samples.length >= CAPTCHA_TRACK_MAX_POINTS) samples = samples.filter((_, i) => i % 2 === 0);
      samples.push([Math.max(0, Math.round(at - startedAt)), Math.max(0, Math.round(x))]);
    },
    track: () => samples.map(([ms, x]): [number, number] => [ms, x]),
    reset() {
      startedAt = null;
      samples = [];
    },
  };
}
