import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onFirstTouch } from './on-first-touch';

describe('onFirstTouch', () => {
  it('runs once, at the first pointer, touch or key, and not before', () => {
    const warm = vi.fn();
    const stop = onFirstTouch(warm);
    expect(warm).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    // As a browser's: with its touches (a library listening on the document reads them).
    const touch = { clientX: 1, clientY: 1 };
    document.body.dispatchEvent(Object.assign(new Event('touchstart', { bubbles: true }), { touches: [touch], targetTouches: [touch], changedTouches: [touch] }));
    expect(warm).toHaveBeenCalledTimes(1);
    stop();
  });

  it('hears a key as well, and nothing once stopped', () => {
    const byKey = vi.fn();
    const stopKey = onFirstTouch(byKey);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(byKey).toHaveBeenCalledTimes(1);
    stopKey();

    const stopped = vi.fn();
    onFirstTouch(stopped)();
    fireEvent.pointerDown(document.body);
    expect(stopped).not.toHaveBeenCalled();
  });
});
