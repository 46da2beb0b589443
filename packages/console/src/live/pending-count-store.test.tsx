import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPendingQueue, readPendingQueue, setPendingQueue, subscribePendingQueue, usePendingQueue, usePendingQueueChange } from './pending-count-store';

afterEach(() => {
  cleanup();
  clearPendingQueue();
});

describe('the pending-count store', () => {
  it('keeps the last queue heard and tells its listeners of a change only', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePendingQueue(listener);
    expect(readPendingQueue()).toBeNull();
    setPendingQueue({ count: 2, oldestAt: '2026-11-24T10:00:00.000Z' });
    setPendingQueue({ count: 2, oldestAt: '2026-11-24T10:00:00.000Z' });
    expect(listener).toHaveBeenCalledTimes(1);
    setPendingQueue({ count: 2, oldestAt: '2026-11-24T11:00:00.000Z' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readPendingQueue()).toEqual({ count: 2, oldestAt: '2026-11-24T11:00:00.000Z' });
    unsubscribe();
    setPendingQueue({ count: 3, oldestAt: null });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('forgets the queue at sign-out', () => {
    setPendingQueue({ count: 1, oldestAt: null });
    clearPendingQueue();
    expect(readPendingQueue()).toBeNull();
  });

  it('re-renders a badge with the count and calls a page back on each change, not on mount', () => {
    setPendingQueue({ count: 1, oldestAt: null });
    const changes: number[] = [];
    function Probe() {
      const queue = usePendingQueue();
      usePendingQueueChange((next) => changes.push(next.count));
      return <output>{queue?.count ?? 'none'}</output>;
    }
    render(<Probe />);
    // An <output> is a status to assistive technology.
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(changes).toEqual([]);
    act(() => {
      setPendingQueue({ count: 4, oldestAt: '2026-11-24T09:00:00.000Z' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('4');
    expect(changes).toEqual([4]);
  });
});
