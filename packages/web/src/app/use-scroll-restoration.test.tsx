import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE } from '../config/routes';
import { renderApp } from '../testing/render-app';

function Where() {
  const location = useLocation();
  return <p data-testid="page">{`${location.pathname}${location.search}`}</p>;
}

/** Scrolls the window as a finger would: the browser tells the page with a scroll event. */
function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

async function expectPage(page: string) {
  expect(await screen.findByText(page, { selector: '[data-testid="page"]' })).toBeInTheDocument();
}

afterEach(() => {
  window.scrollTo(0, 0);
});

describe('scrolling between pages', () => {
  it('opens a page at the top and returns to where the page left was, on Back and Forward', async () => {
    const { router } = renderApp(Where, [ROUTE.market]);
    await expectPage(ROUTE.market);
    scrollTo(300);

    await act(() => router.navigate(ROUTE.transparency));
    await expectPage(ROUTE.transparency);
    expect(window.scrollY).toBe(0);
    scrollTo(120);

    await act(() => router.navigate(-1));
    await expectPage(ROUTE.market);
    expect(window.scrollY).toBe(300);

    await act(() => router.navigate(1));
    await expectPage(ROUTE.transparency);
    expect(window.scrollY).toBe(120);
  });

  it('opens the same page with another query at the top, as a new page', async () => {
    const { router } = renderApp(Where, [ROUTE.market]);
    await expectPage(ROUTE.market);
    scrollTo(250);

    await act(() => router.navigate(`${ROUTE.market}?tab=2`));
    await expectPage(`${ROUTE.market}?tab=2`);
    expect(window.scrollY).toBe(0);
  });
});
