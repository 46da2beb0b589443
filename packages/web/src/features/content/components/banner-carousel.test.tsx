import { API, CODE, type TSlide } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { mockServer } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { BannerCarousel } from './banner-carousel';
import { isAppRoute } from './banner-links';
import { waitUntil } from '../../../testing/wait-until';

const SLIDES: TSlide[] = [
  { id: 1, title: 'Live markets, every second', image: '/media/banners/1.svg', link: '/pages/market/market' },
  { id: 2, title: 'Just a picture', image: '/media/banners/2.svg', link: null },
];

function server(list: TSlide[] = SLIDES) {
  return mockServer((call) => (call.path === API.common.getSlide ? { code: CODE.OK, data: { list } } : { code: CODE.OK }));
}

beforeEach(() => {
  resetStores();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('banner carousel', () => {
  it('shows each banner’s picture from this server with its title written over it', async () => {
    const { calls } = server();
    const { container } = renderPage(ROUTE.home, <BannerCarousel />);

    expect(await screen.findByRole('button', { name: 'Live markets, every second' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.common.getSlide)).toHaveLength(1);
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toContain('/media/banners/1.svg');
    expect(sources).toContain('/media/banners/2.svg');
    expect(screen.getAllByText('Just a picture').length).toBeGreaterThan(0);
  });

  it('fetches the first picture ahead of the others', async () => {
    server();
    const { container } = renderPage(ROUTE.home, <BannerCarousel />);

    await screen.findByRole('button', { name: 'Live markets, every second' });
    const priorities = new Map([...container.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('fetchpriority')]));
    expect(priorities.get('/media/banners/1.svg')).toBe('high');
    expect(priorities.get('/media/banners/2.svg')).toBe('low');
  });

  it('opens the banner’s page when tapped', async () => {
    server();
    renderPage(ROUTE.home, <BannerCarousel />);

    await userEvent.click(await screen.findByRole('button', { name: 'Live markets, every second' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.market);
  });

  it('makes a banner without a link a picture, not a button', async () => {
    server([{ id: 2, title: 'Just a picture', image: '/media/banners/2.svg', link: null }]);
    renderPage(ROUTE.home, <BannerCarousel />);

    expect(await screen.findByText('Just a picture')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Just a picture' })).not.toBeInTheDocument();
  });

  it('shows nothing when there are no banners', async () => {
    const { calls } = server([]);
    const { container } = renderPage(ROUTE.home, <BannerCarousel />);

    await waitUntil(() => {
      expect(calls).toHaveLength(1);
      expect(container.querySelector('[aria-busy]')).toBeNull();
    });
    expect(container.querySelector('section')).toBeNull();
  });

  it('follows only routes of this app', () => {
    expect(isAppRoute('/pages/my/invite')).toBe(true);
    expect(isAppRoute(null)).toBe(false);
    expect(isAppRoute('https://example.com/')).toBe(false);
    expect(isAppRoute('//example.com/x')).toBe(false);
    expect(isAppRoute('javascript:alert(1)')).toBe(false);
  });
});
