import type { LoaderFunction, RouteObject } from 'react-router';
import { AppLayout, Splash } from './app-layout';
import type { PageAccess } from './route-guard';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { PAGES } from './route-table';

const loadComingSoon = () => import('./pages/coming-soon-page').then((m) => m.ComingSoonPage);

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
            lazy: async () => ({ Component: await (page.load ?? loadComingSoon)() }),
          }),
        ),
        {
          path: '*',
          errorElement: <RouteError />,
          lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
        },
      ],
    },
  ];
}
