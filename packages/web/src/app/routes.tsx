import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { wholeCatalog } from '../i18n';
import { AppLayout, Splash } from './app-layout';
import type { PageAccess } from './route-guard';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { PAGES, type PageEntry } from './route-table';

const loadComingSoon = () => import('./pages/coming-soon-page').then((m) => m.ComingSoonPage);

/**
 * A page's module, with the whole catalog: only home's first render makes do with the catalog's
 * first part (i18n/first-paint-texts.ts); every other page waits for the rest, fetched since launch.
 */
async function loadPage(page: PageEntry): Promise<ComponentType> {
  const load = page.load ?? loadComingSoon;
  if (page.firstPaint === true) return load();
  const [Component] = await Promise.all([load(), wholeCatalog()]);
  return Component;
}

/**
 * The route objects of the app: the layout, and under it every page of the table, each behind its
 * guard and loaded lazily. A page that fails to load shows RouteError inside the layout.
 */
export function buildRoutes(guard: (access: PageAccess) => LoaderFunction): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Splash />,
      children: [
        ...PAGES.map(
          (page): RouteObject => ({
            path: page.path,
            loader: guard(page.access),
            handle: { title: page.title, tab: page.tab } satisfies RouteHandle,
            errorElement: <RouteError />,
            lazy: async () => ({ Component: await loadPage(page) }),
          }),
        ),
        {
          path: '*',
          errorElement: <RouteError />,
          lazy: async () => {
            const [{ NotFoundPage }] = await Promise.all([import('./pages/not-found-page'), wholeCatalog()]);
            return { Component: NotFoundPage };
          },
        },
      ],
    },
  ];
}
