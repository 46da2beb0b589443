import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE } from '../config/routes';
import { renderApp } from '../testing/render-app';
import { waitUntil } from '../testing/wait-until';
import { PAGES, type PageEntry } from './route-table';

function Where() {
  const location = useLocation();
  return <p data-testid="page">{location.pathname}</p>;
}

/** A module that arrives when the test says so; `asked` says whether the app has asked for it yet. */
function slowModule(): { load: () => Promise<ComponentType>; arrive: () => void; asked: () => boolean } {
  let arrive: () => void = () => undefined;
  let asked = false;
  const module = new Promise<ComponentType>((resolve) => {
    arrive = () => {
      resolve(Where);
    };
  });
  return {
    load: () => {
      asked = true;
      return module;
    },
    arrive: () => {
      arrive();
    },
    asked: () => asked,
  };
}

/** The route table with Where for every page, the page at `path` coming from `load`. */
function tableWith(path: string, load: () => Promise<ComponentType>): readonly PageEntry[] {
  return PAGES.map((page) => ({ ...page, load: page.path === path ? load : () => Promise.resolve(Where) }));
}

describe('the app’s routes', () => {
  it('shows the splash, without the frame, until the first page’s module is here', async () => {
    const slow = slowModule();
    renderApp(Where, [ROUTE.market], { pages: tableWith(ROUTE.market, slow.load) });
    // The app has asked for the page's module and waits for it: what shows now is what shows meanwhile.
    await waitUntil(() => {
      expect(slow.asked()).toBe(true);
    });
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();

    await act(async () => {
      slow.arrive();
      await Promise.resolve();
    });
    expect(await screen.findByTestId('page')).toHaveTextContent(ROUTE.market);
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
  });

  it('keeps the page being left on screen until the next page’s module is here', async () => {
    const slow = slowModule();
    const { router } = renderApp(Where, [ROUTE.market], { pages: tableWith(ROUTE.transparency, slow.load) });
    expect(await screen.findByTestId('page')).toHaveTextContent(ROUTE.market);

    await act(() => router.navigate(ROUTE.transparency));
    await waitUntil(() => {
      expect(slow.asked()).toBe(true);
    });
    expect(router.state.location.pathname).toBe(ROUTE.transparency);
    expect(screen.getByTestId('page')).toHaveTextContent(ROUTE.market);

    await act(async () => {
      slow.arrive();
      await Promise.resolve();
    });
    expect(await screen.findByTestId('page')).toHaveTextContent(ROUTE.transparency);
  });

  it('tells the frame each page’s handle: the tab bar under tab pages only', async () => {
    const { router } = renderApp(Where, [ROUTE.market]);
    expect(await screen.findByTestId('page')).toHaveTextContent(ROUTE.market);
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();

    await act(() => router.navigate(ROUTE.transparency));
    expect(await screen.findByTestId('page')).toHaveTextContent(ROUTE.transparency);
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
  });

  it('shows the not-found page at an address the app has no page for', async () => {
    renderApp(Where, ['/pages/no/such-page']);
    expect(await screen.findByText('The link may be wrong, or the page has moved.')).toBeInTheDocument();
  });
});
