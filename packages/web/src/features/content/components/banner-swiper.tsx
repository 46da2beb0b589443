import type { TSlide } from '@meridian/protocol';
import { Swiper } from 'antd-mobile';
import { BANNER_AUTOPLAY_MS, isAppRoute } from './banner-links';
import styles from './banner-carousel.module.css';
import { SlidePicture } from './slide-picture';

function Slide({ slide, isFirst, onOpen }: { slide: TSlide; isFirst: boolean; onOpen: (link: string) => void }) {
  const picture = <SlidePicture slide={slide} isFirst={isFirst} />;
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

export interface BannerSwiperProps {
  list: readonly TSlide[];
  onOpen: (link: string) => void;
}

/** The banners turning by themselves in a loop (antd-mobile's Swiper, loaded after the first paint by BannerCarousel). */
export function BannerSwiper({ list, onOpen }: BannerSwiperProps) {
  const turns = list.length > 1;
  return (
    <Swiper autoplay={turns} loop={turns} autoplayInterval={BANNER_AUTOPLAY_MS} indicator={turns ? undefined : false}>
      {list.map((slide, index) => (
        <Swiper.Item key={slide.id}>
          <Slide slide={slide} isFirst={index === 0} onOpen={onOpen} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
