import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteError, isChunkLoadError } from './route-error';

describe('a page that fails to load', () => {
  it('offers a retry instead of a blank screen when its chunk cannot be fetched', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/pages/wallet/index',
          errorElement: <RouteError />,
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/wallet-page.js')),
        },
      ],
      { initialEntries: ['/pages/wallet/index'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('This page did not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeInTheDocument();
  });

  it('recognises the ways browsers report a chunk that did not load', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
  });
});
