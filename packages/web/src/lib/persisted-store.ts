import type { PersistStorage } from 'zustand/middleware';
import { z, type ZodMiniType } from 'zod/mini';
import { getItem, removeItem, setItem, type StorageKey } from './storage';

/**
 * A zustand `persist` storage on top of lib/storage: what comes back from the browser is parsed
 * with the store's schema, so a hand-edited or outdated entry is dropped instead of trusted.
 */
export function persistedStorage<S>(key: StorageKey, schema: ZodMiniType<S>, lifetimeSeconds: number | null): PersistStorage<S> {
  const entry = z.object({ state: schema, version: z.optional(z.number()) });
  return {
    getItem: () => getItem(key, entry),
    setItem: (_name, value) => {
      setItem(key, value, lifetimeSeconds);
    },
    removeItem: () => {
      removeItem(key);
    },
  };
}
