import type { TSlide } from '@meridian/protocol';
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadingPlace } from '../../../components/loading-place';
import { useNavigate } from 'react-router';
import { useSlide } from '../api/get-slide';
import styles from './banner-carousel.module.css';

export const BANNER_AUTOPLAY_MS = 4000;

/** Only routes of this app are followed: a banner never sends a member to another site. */
export function isAppRoute(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//');
}

function Slide({ slide, isFirst, onOpen }: { slide: TSlide; isFirst: boolean; onOpen: (link: string) => void }) {
  const picture = (
    <>
      {/* The first picture is what a member sees first (the home page's largest element): fetched
          ahead of the others, which wait their turn. */}
      <img className={styles.image} src={slide.image} alt="" draggable={false} fetchPriority={isFirst ? 'high' : 'low'} />
      <span className={styles.title}>{slide.title}</span>
    </>
  );
  const { link } = slide;
  if (!isAppRoute(link)) return <div className={styles.slide}>{picture}</div>;
  return (
    <button
      type="button"
      className={styles.slide}
      aria-label={slide.title}
      onClick={() => {
        onOpen(link);
      }}
    >
      {picture}
    </button>
  );
}

/** The home banners: they turn by themselves, loop, and open their page when tapped. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slides = useSlide();
  const list = slides.data;

  if (list === undefined) {
    return slides.isError ? null : <LoadingPlace className={styles.placeholder} />;
  }
  if (list.length === 0) return null;
  const turns = list.length > 1;
  const open = (link: string) => {
    void navigate(link);
  };
  return (
    <section className={styles.carousel} aria-label={t('homeContent.banners')}>
      <Swiper autoplay={turns} loop={turns} autoplayInterval={BANNER_AUTOPLAY_MS} indicator={turns ? undefined : false}>
        {list.map((slide, index) => (
          <Swiper.Item key={slide.id}>
            <Slide slide={slide} isFirst={index === 0} onOpen={open} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
