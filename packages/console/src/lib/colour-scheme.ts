import { useSyncExternalStore } from 'react';

/** What the console is drawn in: antd's default algorithm or its dark one (app/theme.ts). */
export type ColourScheme = 'light' | 'dark';
/** What an operator may choose in the header: the system's setting (the default), or one scheme always. */
export const SCHEME_CHOICES = ['system', 'light', 'dark'] as const;
export type SchemeChoice = (typeof SCHEME_CHOICES)[number];

/** The operator's choice survives a reload; it is no secret, so local storage is fine (as the language). */
const STORAGE_KEY = 'meridian.console.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isSchemeChoice = (value: string | null): value is SchemeChoice => SCHEME_CHOICES.some((choice) => choice === value);

function storedChoice(): SchemeChoice {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isSchemeChoice(stored) ? stored : 'system';
}

const darkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

const listeners = new Set<() => void>();
let choice: SchemeChoice = storedChoice();

export function chooseScheme(next: SchemeChoice): void {
  localStorage.setItem(STORAGE_KEY, next);
  choice = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = darkQuery();
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

/** The scheme as `choice` and the system say now. */
function schemeNow(): ColourScheme {
  if (choice !== 'system') return choice;
  return darkQuery()?.matches === true ? 'dark' : 'light';
}

/** The operator's choice now: the stored one at launch. */
export function schemeChoice(): SchemeChoice {
  return choice;
}

/** The operator's choice, and the scheme drawn: it follows the system while the choice is `system`. */
export function useColourScheme(): { choice: SchemeChoice; scheme: ColourScheme } {
  const scheme = useSyncExternalStore(subscribe, schemeNow);
  return { choice: useSyncExternalStore(subscribe, schemeChoice), scheme };
}
