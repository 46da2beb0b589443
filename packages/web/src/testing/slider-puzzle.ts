import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { waitUntil } from './wait-until';

/** A one-pixel picture: the puzzle's images, which the tests never look at. */
export const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A slider puzzle as getVerificationImg answers it: 300 px wide, its piece 50 px. */
export const PUZZLE = { captchaId: 'p', backgroundImage: PIXEL, pieceImage: PIXEL, pieceY: 40, width: 300, height: 160, pieceSize: 50, expiresInSeconds: 120 };

/** Answers the slider puzzle as a keyboard user does: the piece 120 px along. */
export async function solvePuzzle(): Promise<void> {
  const slider = await screen.findByRole('slider');
  await waitUntil(() => {
    expect(slider).toHaveAttribute('aria-valuemax', '250');
  });
  for (let step = 0; step < 12; step += 1) fireEvent.keyDown(slider, { key: 'PageUp' });
}
