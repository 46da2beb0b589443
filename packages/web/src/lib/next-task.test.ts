import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask } from './next-task';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves in a task of its own: a timer set before it has fired by then, a microtask queued after it has not waited for it', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'earlier timer', 'next task']);
  });

  it("uses the browser's scheduler.yield() where it has one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  it('resolves in the task after the next frame, not before the frame', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let resolved = false;
    const painted = afterNextPaint().then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(resolved).toBe(false);
    // The frame: its callback runs, and the wait ends in the task after it.
    for (const frame of frames.splice(0)) frame(performance.now());
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await painted;
    expect(resolved).toBe(true);
  });

  it('resolves after a tenth of a second when no frame comes (a hidden page)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let resolved = false;
    void afterNextPaint().then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
