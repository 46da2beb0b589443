import type { TSlide } from '@meridian/protocol';
import styles from './banner-carousel.module.css';

/** A banner's picture with its title over it: the same in the turning banners and in the first paint's poster. */
export function SlidePicture({ slide, isFirst }: { slide: Pick<TSlide, 'image' | 'title'>; isFirst: boolean }) {
  return (
    <>
      {/* The first picture is what a member sees first (the home page's largest element): fetched
          ahead of the others, which wait their turn. */}
      <img className={styles.image} src={slide.image} alt="" draggable={false} fetchPriority={isFirst ? 'high' : 'low'} />
      <span className={styles.title}>{slide.title}</span>
    </>
  );
}

/**
 * The first banner, still: what the first paint shows (src/prerender fills it in before the scripts
 * run) and what hydration must find, until the turning banners take over just after. Not a link
 * yet; their slides are.
 */
export function BannerPoster({ slide, label }: { slide: Pick<TSlide, 'image' | 'title'>; label: string }) {
  return (
    <section className={styles.carousel} aria-label={label}>
      <div className={styles.slide}>
        <SlidePicture slide={slide} isFirst />
      </div>
    </section>
  );
}
