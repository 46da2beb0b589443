import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onFirstTouch } from './on-first-touch';

describe('onFirstTouch', () => {
  it('runs once, after the frame that answers the first pointer, touch or key, and not before', async () => {
    const warm = vi.fn();
    const stop = onFirstTouch(warm);
    expect(warm).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    // As a browser's: with its touches (a library listening on the document reads them).
    const touch = { clientX: 1, clientY: 1 };
    document.body.dispatchEvent(Object.assign(new Event('touchstart', { bubbles: true }), { touches: [touch], targetTouches: [touch], changedTouches: [touch] }));
    // Not inside the touch's own event: after its frame.
    expect(warm).not.toHaveBeenCalled();
    await vi.waitFor(() => {
      expect(warm).toHaveBeenCalledTimes(1);
    });
    stop();
  });

  it('hears a key as well, and nothing once stopped', async () => {
    const byKey = vi.fn();
    const stopKey = onFirstTouch(byKey);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await vi.waitFor(() => {
      expect(byKey).toHaveBeenCalledTimes(1);
    });
    stopKey();

    const stopped = vi.fn();
    onFirstTouch(stopped)();
    fireEvent.pointerDown(document.body);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stopped).not.toHaveBeenCalled();
  });
});
