import type { TSlide } from '@meridian/protocol';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS } from './banner-links';
import { BannerSlides } from './banner-slides';

const SLIDES: TSlide[] = [
  { id: 1, title: 'Live markets, every second', image: '/media/banners/1.svg', link: '/pages/market/market' },
  { id: 2, title: 'Invite a friend', image: '/media/banners/2.svg', link: '/pages/my/invite' },
  { id: 3, title: 'Just a picture', image: '/media/banners/3.svg', link: null },
];
/** The row's width in this test (happy-dom lays nothing out). */
const WIDTH = 300;

interface Row {
  element: HTMLElement;
  scrollTo: ReturnType<typeof vi.fn>;
  /** Stands the row at `left` and tells it, as the browser does after a swipe. */
  scrollToLeft: (left: number) => void;
}

function row(): Row {
  const element = screen.getByRole('region', { name: 'Banners' }).firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('no scrolling row');
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: WIDTH });
  const scrollTo = vi.fn();
  element.scrollTo = scrollTo;
  return {
    element,
    scrollTo,
    scrollToLeft: (left) => {
      element.scrollLeft = left;
      fireEvent.scroll(element);
    },
  };
}

function shownDot(container: HTMLElement): number {
  return [...container.querySelectorAll('[data-shown]')].findIndex((dot) => dot.getAttribute('data-shown') === 'true');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('turning banners', () => {
  it('turns to the next banner every BANNER_AUTOPLAY_MS, smoothly', () => {
    render(<BannerSlides list={SLIDES} onOpen={vi.fn()} label="Banners" />);
    const { scrollTo, scrollToLeft } = row();

    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    scrollToLeft(WIDTH);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
  });

  it('marks the banner in view, and counts each for readers', () => {
    const { container } = render(<BannerSlides list={SLIDES} onOpen={vi.fn()} label="Banners" />);
    const { scrollToLeft } = row();
    expect(shownDot(container)).toBe(0);
    scrollToLeft(2 * WIDTH);
    expect(shownDot(container)).toBe(2);
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
  });

  it('loops: after the last comes a copy of the first, and the row jumps back to the real one unseen', () => {
    const { container } = render(<BannerSlides list={SLIDES} onOpen={vi.fn()} label="Banners" />);
    const { scrollTo, scrollToLeft } = row();
    scrollToLeft(3 * WIDTH);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'instant' });
    expect(shownDot(container)).toBe(0);
    // The copy is for the eye: one button per linked banner for keyboards and readers.
    expect(screen.getAllByRole('button', { name: 'Live markets, every second' })).toHaveLength(1);
  });

  it('holds still while a finger or the pointer is on it, and goes on after', () => {
    render(<BannerSlides list={SLIDES} onOpen={vi.fn()} label="Banners" />);
    const { element, scrollTo } = row();
    fireEvent.pointerEnter(element.parentElement ?? element);
    vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerLeave(element.parentElement ?? element);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not turn by itself when the member asked for less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    render(<BannerSlides list={SLIDES} onOpen={vi.fn()} label="Banners" />);
    const { scrollTo } = row();
    vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows one banner still, without dots', () => {
    const [first] = SLIDES;
    if (first === undefined) throw new Error('no slide');
    const { container } = render(<BannerSlides list={[first]} onOpen={vi.fn()} label="Banners" />);
    const { scrollTo } = row();
    vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[data-shown]')).toHaveLength(0);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
