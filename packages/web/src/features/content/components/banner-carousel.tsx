import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPlace } from '../../../components/loading-place';
import { useNavigate } from 'react-router';
import { useSlide } from '../api/get-slide';
import type { BannerSwiperProps } from './banner-swiper';
import styles from './banner-carousel.module.css';

/**
 * antd-mobile's Swiper and its animations (@react-spring, @use-gesture) are not needed before home
 * paints: the banners come from a call, and the place keeps their size until then. The Swiper is
 * fetched while that call is under way, so it is usually there when the banners are.
 */
const loadBannerSwiper = () => import('./banner-swiper');
const BannerSwiper = lazy<ComponentType<BannerSwiperProps>>(() =>
  loadBannerSwiper().then(
    (module) => ({ default: module.BannerSwiper }),
    // Without the Swiper's code (the network dropped) home goes on without its banners, as when
    // their call fails, rather than failing the whole page.
    () => ({ default: () => null }),
  ),
);

/** The home banners: they turn by themselves, loop, and open their page when tapped. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slides = useSlide();
  const list = slides.data;
  useEffect(() => {
    // Fetched alongside the banners, not after them: one round trip instead of two.
    loadBannerSwiper().catch(() => undefined);
  }, []);

  if (list === undefined) {
    return slides.isError ? null : <LoadingPlace className={styles.placeholder} />;
  }
  if (list.length === 0) return null;
  const open = (link: string) => {
    void navigate(link);
  };
  return (
    <section className={styles.carousel} aria-label={t('homeContent.banners')}>
      <Suspense fallback={<LoadingPlace className={styles.placeholder} />}>
        <BannerSwiper list={list} onOpen={open} />
      </Suspense>
    </section>
  );
}
