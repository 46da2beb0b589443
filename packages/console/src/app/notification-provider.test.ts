import { describe, expect, it } from 'vitest';
import { titleFirst } from './notification-provider';

describe('titleFirst', () => {
  it("hands refine's antd provider the console's sentence where antd shows the title", () => {
    // refine shows `description` as antd's title: the swap puts the console's text there.
    expect(titleFirst({ type: 'error', message: 'The server refused.', description: 'Server: no' })).toEqual({ type: 'error', message: 'Server: no', description: 'The server refused.' });
    expect(titleFirst({ type: 'success', message: 'Done' })).toEqual({ type: 'success', message: '', description: 'Done' });
  });

  it('leaves undoable (progress) notifications as they are', () => {
    const progress = { type: 'progress', message: 'Saving', undoableTimeout: 5 } as const;
    expect(titleFirst(progress)).toBe(progress);
  });
});
