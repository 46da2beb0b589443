import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingPlace } from '../../../components/loading-place';
import { useHydrated } from '../../../lib/hydration';
import { BANNERS_SLOT_NAME } from '../../../prerender/first-paint-html';
import { useSlide } from '../api/get-slide';
import styles from './banner-carousel.module.css';
import { BannerSlides } from './banner-slides';
import { BannerPoster } from './slide-picture';

/** The home banners: they turn by themselves, loop, and open their page when tapped. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slides = useSlide();
  // Hydrating, the first render must be the poster the first paint showed; the turning banners
  // follow in the render after, a transition drawn in slices while the poster stays (issue 21).
  const hydrated = useHydrated();
  const list = slides.data;

  // In the prerendered home the place is named: the first paint's script puts the first banner there.
  if (list === undefined) {
    return slides.isError ? null : <LoadingPlace className={styles.placeholder} slot={BANNERS_SLOT_NAME} />;
  }
  const [first] = list;
  if (first === undefined) return null;
  if (!hydrated) return <BannerPoster slide={first} label={t('homeContent.banners')} />;
  const open = (link: string) => {
    void navigate(link);
  };
  return <BannerSlides list={list} onOpen={open} label={t('homeContent.banners')} />;
}
