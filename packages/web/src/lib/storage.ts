import type { ZodMiniType } from 'zod/mini';

/**
 * Local storage with a lifetime (spec section 3 and 9): cached items such as the app and company
 * configuration expire after 7200 s by default, so a member who comes back later never runs on
 * configuration that old. Every item is written as `{value, expiresAt}` under one prefix.
 */
export const DEFAULT_LIFETIME_SECONDS = 7200;
const PREFIX = 'meridian.';

/** The browser's own name of an item: what code outside this module (the first paint's inline script) reads. */
export function storageName(key: StorageKey): string {
  return PREFIX + key;
}

/** Names of the cached items (spec section 3), so no two modules pick the same key by accident. */
export const STORAGE_KEY = {
  session: 'session',
  config: 'config',
  contractList: 'contract-list',
  /** The indicators this device's member chose for the K-line chart (issue 40), kept until changed. */
  klineIndicators: 'kline-indicators',
  lastUsername: 'last-username',
  marketFavourites: 'market-favourites',
  noticePopup: 'notice-popup',
  letterPopup: 'letter-popup',
  /** Whether this member had 2-step on when last seen here: sensitive forms show the code field at once. */
  twoStep: 'two-step',
  /** How many session reminders (issue 20) this device has shown for which trading session. */
  sessionReminder: 'session-reminder',
  /** The member's theme (system, light or dark): the first paint's script reads it too (prerender/first-paint-html.ts). */
  theme: 'theme',
  /** Which member this browser's push subscription was registered for (issue 40), kept until replaced. */
  pushOwner: 'push-owner',
} as const;
export type StorageKey = (typeof STORAGE_KEY)[keyof typeof STORAGE_KEY];

interface StoredEntry {
  value: unknown;
  /** Epoch ms, or null for an item that never expires. */
  expiresAt: number | null;
}

function isStoredEntry(raw: unknown): raw is StoredEntry {
  if (typeof raw !== 'object' || raw === null) return false;
  const expiresAt: unknown = (raw as { expiresAt?: unknown }).expiresAt;
  return 'value' in raw && (expiresAt === null || typeof expiresAt === 'number');
}

function backend(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes and some webviews refuse storage: the app keeps working, just without cache.
    return null;
  }
}

/** Stores `value`; `lifetimeSeconds: null` keeps it until removed. */
export function setItem(key: StorageKey, value: unknown, lifetimeSeconds: number | null = DEFAULT_LIFETIME_SECONDS): void {
  const entry: StoredEntry = {
    value,
    expiresAt: lifetimeSeconds === null ? null : Date.now() + lifetimeSeconds * 1000,
  };
  try {
    backend()?.setItem(storageName(key), JSON.stringify(entry));
  } catch {
    // Quota exceeded: a cache that cannot be written is only a cache miss later.
  }
}

/** The stored value when present, unexpired and of the expected shape; otherwise null. */
export function getItem<T>(key: StorageKey, schema: ZodMiniType<T>): T | null {
  const text = backend()?.getItem(storageName(key));
  if (text === null || text === undefined) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    removeItem(key);
    return null;
  }
  if (!isStoredEntry(raw) || (raw.expiresAt !== null && raw.expiresAt <= Date.now())) {
    removeItem(key);
    return null;
  }
  const parsed = schema.safeParse(raw.value);
  return parsed.success ? parsed.data : null;
}

export function removeItem(key: StorageKey): void {
  backend()?.removeItem(storageName(key));
}
