import type { TSlide } from '@meridian/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { prefersLessMotion } from '../../../lib/reduced-motion';
import { BANNER_AUTOPLAY_MS, isAppRoute } from './banner-links';
import styles from './banner-carousel.module.css';
import { SlidePicture } from './slide-picture';

function Slide({ slide, isFirst, isCopy, onOpen }: { slide: TSlide; isFirst: boolean; isCopy: boolean; onOpen: (link: string) => void }) {
  const picture = <SlidePicture slide={slide} isFirst={isFirst} />;
  const { link } = slide;
  if (!isAppRoute(link)) return <div className={styles.slide}>{picture}</div>;
  return (
    <button
      type="button"
      className={styles.slide}
      aria-label={slide.title}
      // The copy that closes the loop is a picture for the eye only; keyboards and readers find the real one.
      tabIndex={isCopy ? -1 : undefined}
      onClick={() => {
        onOpen(link);
      }}
    >
      {picture}
    </button>
  );
}

export interface BannerSlidesProps {
  list: readonly TSlide[];
  onOpen: (link: string) => void;
  label: string;
}

/**
 * The banners in a row the browser scrolls and snaps (CSS scroll snap), turning by themselves every
 * BANNER_AUTOPLAY_MS in a loop: a copy of the first banner follows the last, and once it has
 * scrolled in, the row jumps back to the real first one. Native scrolling instead of a JavaScript
 * slider: the swipe and the snap are the browser's, and home's first paint carries no animation
 * library (issue 21: antd-mobile's Swiper brought @react-spring and @use-gesture, 28 KB gzipped,
 * and redrew its slides from JavaScript on every frame of a turn).
 *
 * Turning pauses while a finger or the pointer is on the banners, while one has the keyboard's focus,
 * and while the page is hidden; with less motion asked for, it does not start (WCAG 2.2.2).
 */
export function BannerSlides({ list, onOpen, label }: BannerSlidesProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const [held, setHeld] = useState(false);
  const count = list.length;
  const turns = count > 1;
  const [first] = list;
  const slides = turns && first !== undefined ? [...list, first] : list;

  // Which banner is in view, from where the row stands; the copy counts as the first.
  const onScroll = () => {
    const row = track.current;
    if (row === null || row.clientWidth === 0) return;
    const position = Math.round(row.scrollLeft / row.clientWidth);
    setShown(position % count);
    // The copy has fully scrolled in: back to the real first one, where it looks the same.
    if (turns && position === count && Math.abs(row.scrollLeft - count * row.clientWidth) < 1) row.scrollTo({ left: 0, behavior: 'instant' });
  };

  useEffect(() => {
    if (!turns || held || prefersLessMotion()) return undefined;
    const timer = setInterval(() => {
      const row = track.current;
      if (row === null || document.hidden) return;
      const position = Math.round(row.scrollLeft / row.clientWidth);
      row.scrollTo({ left: (position + 1) * row.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => {
      clearInterval(timer);
    };
  }, [turns, held]);

  const hold = () => {
    setHeld(true);
  };
  const release = () => {
    setHeld(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-label={label}
      aria-roledescription={t('homeContent.carousel')}
      onPointerEnter={hold}
      onPointerLeave={release}
      onTouchStart={hold}
      onTouchEnd={release}
      onFocus={hold}
      onBlur={release}
    >
      <div ref={track} className={styles.track} onScroll={onScroll}>
        {slides.map((slide, index) => {
          const isCopy = index === count;
          return (
            <div
              key={isCopy ? 'copy' : slide.id}
              className={styles.item}
              role={isCopy ? undefined : 'group'}
              aria-roledescription={isCopy ? undefined : t('homeContent.slide')}
              aria-label={isCopy ? undefined : t('homeContent.slideOf', { index: index + 1, count })}
              aria-hidden={isCopy ? true : undefined}
            >
              {/* The copy is the first picture again: the same request, at the same priority. */}
              <Slide slide={slide} isFirst={index === 0 || isCopy} isCopy={isCopy} onOpen={onOpen} />
            </div>
          );
        })}
      </div>
      {turns && (
        <div className={styles.dots} aria-hidden="true">
          {list.map((slide, index) => (
            <span key={slide.id} className={cx(styles.dot, index === shown && styles.dotShown)} data-shown={index === shown} />
          ))}
        </div>
      )}
    </section>
  );
}
