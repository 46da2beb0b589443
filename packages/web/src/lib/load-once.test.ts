import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('imports once however often it is asked, and answers at once after', async () => {
    const importer = vi.fn(() => Promise.resolve({ value: 42 }));
    const once = loadOnce(importer);
    expect(once.current()).toBeNull();
    const [first, second] = await Promise.all([once.load(), once.load()]);
    expect(first).toBe(second);
    expect(once.current()).toBe(first);
    await once.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next ask after a failed load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const once = loadOnce<string>(importer);
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.current()).toBeNull();
    await expect(once.load()).resolves.toBe('code');
    expect(once.current()).toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
