import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlacedPiece } from '../lib/drag-track';
import { SliderCaptcha } from './slider-captcha';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PUZZLE = { captchaId: 'p1', backgroundImage: PIXEL, pieceImage: PIXEL, pieceY: 40, width: 300, height: 160, pieceSize: 50, expiresInSeconds: 120 };
/** The track is laid out 294 CSS px wide: 250 px of handle travel for 250 image pixels. */
const TRACK_PX = 294;

afterEach(() => {
  vi.restoreAllMocks();
});

function renderSlider(challenge = PUZZLE) {
  const placed: PlacedPiece[] = [];
  const props = { isError: false, value: null, onChange: (piece: PlacedPiece) => placed.push(piece), onRefresh: () => undefined };
  const view = render(<SliderCaptcha challenge={challenge} {...props} />);
  const slider = screen.getByRole('slider');
  const track = slider.parentElement;
  if (!track) throw new Error('the slider has no track');
  vi.spyOn(track, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: TRACK_PX, height: 44 }));
  // happy-dom has no pointer capture to speak of.
  slider.setPointerCapture = () => undefined;
  const rerender = (next: typeof PUZZLE) => {
    view.rerender(<SliderCaptcha challenge={next} {...props} />);
  };
  return { placed, slider, rerender };
}

/** Pointer events at `clientX`, each `ms` after the one before, on a clock the test controls. */
function dragWithTimes(slider: HTMLElement, moves: readonly (readonly [number, number])[]) {
  let now = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const [first, ...rest] = moves;
  if (!first) return;
  fireEvent.pointerDown(slider, { clientX: first[1], pointerId: 1 });
  for (const [ms, clientX] of rest) {
    now += ms;
    fireEvent.pointerMove(slider, { clientX, pointerId: 1 });
  }
  now += 40;
  fireEvent.pointerUp(slider, { pointerId: 1 });
}

describe('the slider captcha', () => {
  it('sends where the piece was let go with the track of the drag, in image pixels and ms', () => {
    const { placed, slider } = renderSlider();
    dragWithTimes(slider, [
      [0, 10],
      [16, 14],
      [17, 40],
      [16, 90],
      [18, 125],
      [16, 130],
    ]);
    expect(placed).toEqual([
      {
        captchaX: 120,
        captchaTrack: [
          [0, 0],
          [16, 4],
          [33, 30],
          [49, 80],
          [67, 115],
          [83, 120],
          [123, 120],
        ],
      },
    ]);
  });

  it('keeps a second drag of the same puzzle in the same track', () => {
    const { placed, slider } = renderSlider();
    dragWithTimes(slider, [
      [0, 0],
      [20, 100],
    ]);
    dragWithTimes(slider, [
      [0, 100],
      [20, 80],
    ]);
    expect(placed.map((piece) => piece.captchaX)).toEqual([100, 80]);
    expect(placed[1]?.captchaTrack.map(([, x]) => x)).toEqual([0, 100, 100, 100, 80, 80]);
  });

  it('starts a new track for a new puzzle', () => {
    const { placed, slider, rerender } = renderSlider();
    dragWithTimes(slider, [
      [0, 0],
      [20, 100],
    ]);
    rerender({ ...PUZZLE, captchaId: 'p2' });
    dragWithTimes(slider, [
      [0, 0],
      [20, 50],
    ]);
    expect(placed[1]?.captchaTrack).toEqual([
      [0, 0],
      [20, 50],
      [60, 50],
    ]);
  });

  it('records keyboard moves too, each from where the piece was', () => {
    const { placed, slider } = renderSlider();
    vi.spyOn(performance, 'now').mockReturnValue(500);
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(placed.at(-1)).toEqual({
      captchaX: 11,
      captchaTrack: [
        [0, 0],
        [0, 10],
        [0, 10],
        [0, 11],
      ],
    });
  });
});
