import { createContext, useContext } from 'react';
import type { TabKey, TitleKey } from './route-table';

/** What a route tells the shell about its page: the nav-bar title and, for tab pages, the tab. */
export interface RouteHandle {
  title: TitleKey;
  tab?: TabKey | undefined;
}

/** Provided by the routes (app/routes.tsx) for the page they show; null for a page not in the table. */
export const RouteHandleContext = createContext<RouteHandle | null>(null);

/** The handle of the page being shown. */
export function useRouteHandle(): RouteHandle | null {
  return useContext(RouteHandleContext);
}
