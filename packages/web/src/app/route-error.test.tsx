import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE } from '../config/routes';
import { renderApp } from '../testing/render-app';
import { isChunkLoadError } from './route-error';
import { PAGES, type PageEntry } from './route-table';

function Where() {
  const location = useLocation();
  return <p data-testid="page">{location.pathname}</p>;
}

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

/** The route table with Where for every page but `path`, whose module is `load`. */
function tableWith(path: string, load: () => Promise<ComponentType>): readonly PageEntry[] {
  return PAGES.map((page) => ({ ...page, load: page.path === path ? load : () => Promise.resolve(Where) }));
}

describe('a page that fails to load', () => {
  it('offers a retry instead of a blank screen when its chunk cannot be fetched, inside the app’s frame', async () => {
    const pages = tableWith(ROUTE.market, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/market-page.js')));
    renderApp(Where, [ROUTE.market], { pages });

    expect(await screen.findByText('This page did not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeInTheDocument();
    // The frame stays: the market's tab bar is there.
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
  });

  it('shows a page that throws as one that could not be shown, and the next page opens as usual', async () => {
    const pages = tableWith(ROUTE.market, () => Promise.resolve(Broken));
    const { router } = renderApp(Where, [ROUTE.market], { pages });

    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to home' }));
    expect(await screen.findByTestId('page')).toHaveTextContent(ROUTE.home);

    await act(() => router.navigate(ROUTE.transparency));
    expect(await screen.findByTestId('page')).toHaveTextContent(ROUTE.transparency);
  });

  it('recognises the ways browsers report a chunk that did not load', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
  });
});
