import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { createQueryClient } from '../api/query-client';

/** What a test reads of the router and does with it, as it did with a data router's. */
export interface TestRouter {
  /** Where the app is, as last drawn. */
  readonly state: { readonly location: Location };
  /** Goes to a page (or back, with a number) as a link or Back would. */
  navigate: (to: string | number, options?: { replace?: boolean }) => Promise<void>;
}

interface RouterHolder {
  location: Location | null;
  navigate: NavigateFunction | null;
}

/** Hands the router's location and navigate to the test, at each render. */
function RouterProbe({ holder }: { holder: RouterHolder }) {
  holder.location = useLocation();
  holder.navigate = useNavigate();
  return null;
}

function testRouter(holder: RouterHolder): TestRouter {
  return {
    get state() {
      const location = holder.location;
      if (location === null) throw new Error('the router has not rendered yet');
      return { location };
    },
    navigate: async (to, options) => {
      const navigate = holder.navigate;
      if (navigate === null) throw new Error('the router has not rendered yet');
      if (typeof to === 'number') await navigate(to);
      else await navigate(to, options);
    },
  };
}

/**
 * Renders `routes` (the app's own, or a page and a stand-in for the rest) in a memory router at
 * `initialEntries`, with a fresh query client; returns the router the test drives.
 */
export function renderRoutes(routes: ReactNode, initialEntries: string[], initialIndex?: number) {
  const holder: RouterHolder = { location: null, navigate: null };
  const queryClient = createQueryClient();
  return {
    router: testRouter(holder),
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={initialEntries} {...(initialIndex === undefined ? {} : { initialIndex })}>
          <RouterProbe holder={holder} />
          {routes}
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** Stands for every other page: shows where the app went. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/** Renders one page at its path, with a fresh query client; any other path shows where it went. */
export function renderPage(path: string, page: ReactElement, initialEntry: string = path) {
  return renderRoutes(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    [initialEntry],
  );
}
