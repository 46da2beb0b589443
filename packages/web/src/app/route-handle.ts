import { useMatches } from 'react-router';
import type { TabKey, TitleKey } from './route-table';

/** What a route tells the shell about its page: the nav-bar title and, for tab pages, the tab. */
export interface RouteHandle {
  title: TitleKey;
  tab?: TabKey | undefined;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string';
}

/** The handle of the page being shown (the deepest route that has one). */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
