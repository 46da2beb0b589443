import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod/mini';
import { useSession } from '../../../lib/session-store';
import { STORAGE_KEY, getItem, setItem } from '../../../lib/storage';

const ZFavourites = z.record(z.string(), z.array(z.string()));

/** The favourite pairs of each member ('guest' when logged out), kept until changed. */
export function readFavourites(owner: string): string[] {
  return getItem(STORAGE_KEY.marketFavourites, ZFavourites)?.[owner] ?? [];
}

export function writeFavourites(owner: string, favourites: readonly string[]): void {
  const all = getItem(STORAGE_KEY.marketFavourites, ZFavourites) ?? {};
  setItem(STORAGE_KEY.marketFavourites, { ...all, [owner]: [...favourites] }, null);
}

export function useFavouriteOwner(): string {
  return useSession((state) => (state.user === null ? 'guest' : String(state.user.id)));
}

/** The member's favourite pairs and a toggle; follows the member who is logged in. */
export function useFavourites(): { favourites: ReadonlySet<string>; toggle: (allname: string) => void } {
  const owner = useFavouriteOwner();
  const [state, setState] = useState(() => ({ owner, list: readFavourites(owner) }));
  if (state.owner !== owner) setState({ owner, list: readFavourites(owner) });

  // Storage is the source of truth: a toggle reads it, writes it, then shows the result.
  const toggle = useCallback(
    (allname: string) => {
      const current = readFavourites(owner);
      const list = current.includes(allname) ? current.filter((name) => name !== allname) : [...current, allname];
      writeFavourites(owner, list);
      setState({ owner, list });
    },
    [owner],
  );

  const favourites = useMemo(() => new Set(state.list), [state.list]);
  return { favourites, toggle };
}
