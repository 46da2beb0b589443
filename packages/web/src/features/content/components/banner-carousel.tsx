import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingPlace } from '../../../components/loading-place';
import { useHydrated } from '../../../lib/hydration';
import { BANNERS_SLOT_NAME } from '../../../prerender/first-paint-html';
import { useSlide } from '../api/get-slide';
import type { BannerSwiperProps } from './banner-swiper';
import styles from './banner-carousel.module.css';
import { BannerPoster } from './slide-picture';

/**
 * antd-mobile's Swiper and its animations (@react-spring, @use-gesture) are not needed before home
 * paints: until they are here, the first banner shows still (BannerPoster). The Swiper is fetched
 * as home mounts, alongside the banners' call.
 */
const loadBannerSwiper = () => import('./banner-swiper');
let loadedSwiper: ComponentType<BannerSwiperProps> | null = null;

/** The Swiper once its code is here; null until then, and for good if it cannot be fetched. */
function useBannerSwiper(): ComponentType<BannerSwiperProps> | null {
  const hydrated = useHydrated();
  // Hydrating, the first render must be the poster the first paint showed, even if the code is here.
  const [swiper, setSwiper] = useState(() => (hydrated ? loadedSwiper : null));
  useEffect(() => {
    let current = true;
    loadBannerSwiper().then(
      (module) => {
        loadedSwiper = module.BannerSwiper;
        // The Swiper's first render (its slides, springs and drag handlers) is a transition: drawn
        // in slices while the poster stays, not in one long task (issue 21).
        if (current) {
          startTransition(() => {
            setSwiper(() => module.BannerSwiper);
          });
        }
      },
      // Without the Swiper's code (the network dropped) the first banner stays, still.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return swiper;
}

/** The home banners: they turn by themselves, loop, and open their page when tapped. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slides = useSlide();
  const Swiper = useBannerSwiper();
  const list = slides.data;

  // In the prerendered home the place is named: the first paint's script puts the first banner there.
  if (list === undefined) {
    return slides.isError ? null : <LoadingPlace className={styles.placeholder} slot={BANNERS_SLOT_NAME} />;
  }
  const [first] = list;
  if (first === undefined) return null;
  if (Swiper === null) return <BannerPoster slide={first} label={t('homeContent.banners')} />;
  const open = (link: string) => {
    void navigate(link);
  };
  return (
    <section className={styles.carousel} aria-label={t('homeContent.banners')}>
      <Swiper list={list} onOpen={open} />
    </section>
  );
}
