import type { ResourceProps } from '@refinedev/core';
import { lazy } from 'react';
import { Route } from 'react-router';
import { isScreen, SCREENS, type PageModule, type Screen } from './screen-table';

/** Where refine's `show` of a screen's record is, and its route under the list's. */
const showPath = (screen: Screen) => `${screen.path}/show/:id`;

/**
 * The sider's entries, in the table's order. refine labels each `<name>.<name>` and lists it only
 * when the role may `list` it (access/command-rules.ts); a group shows when one of its screens does.
 */
export const RESOURCES: ResourceProps[] = SCREENS.map((entry) =>
  isScreen(entry)
    ? {
        name: entry.name,
        list: entry.path,
        ...(entry.show === undefined ? {} : { show: showPath(entry) }),
        meta: entry.parent === undefined ? { icon: entry.icon } : { parent: entry.parent },
      }
    : { name: entry.group, meta: { icon: entry.icon } },
);

/** A page's element: its chunk is loaded when the route is first opened (made once, not per render). */
function lazyElement(load: PageModule) {
  const Page = lazy(load);
  return <Page />;
}

/** Every screen's routes, for the signed-in working area: the list, and its record's page where it has one. */
export const SCREEN_ROUTES = SCREENS.filter(isScreen).flatMap((screen) => {
  const list =
    screen.path === '/' ? <Route key={screen.name} index element={lazyElement(screen.page)} /> : <Route key={screen.name} path={screen.path} element={lazyElement(screen.page)} />;
  return screen.show === undefined ? [list] : [list, <Route key={`${screen.name}-show`} path={showPath(screen)} element={lazyElement(screen.show)} />];
});
