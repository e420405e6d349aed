import { Picture } from '@greatstep/shared/react';
import { useEffect, useId, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { carouselImages } from '../../assets/media/carousel';
import { carousel } from '../../content/home';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { CAROUSEL_DELAY_MS, CAROUSEL_SLIDE_MS, CAROUSEL_SPACE_BETWEEN } from './motion';
import styles from './photo-carousel.module.css';

const SIZES = '(min-width: 72rem) 68rem, calc(100vw - 2rem)';

/**
 * The photo carousel. It moves on its own only for visitors who have not asked for reduced motion, and it
 * always offers a visible pause control (WCAG 2.2.2). The arrows are real buttons that drive swiper's API.
 */
export function PhotoCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The visitor's own choice wins; until they make one, the system's motion setting decides (even if it changes
  // while the page is open).
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  // Swiper reads its parameters once; later starts and stops go through its API below.
  const [autoplay] = useState(() => ({
    delay: CAROUSEL_DELAY_MS,
    disableOnInteraction: false,
    pauseOnMouseEnter: true,
    enabled: !reducedMotion,
  }));
  const [current, setCurrent] = useState(0);
  const titleId = useId();
  const total = carousel.slides.length;

  // Swiper drops a move asked for while a slide is still moving (as the slideshow turns a page, say); an arrow's
  // click then takes effect as soon as that slide has stopped.
  function step(direction: 'prev' | 'next') {
    if (!swiper) return;
    const move = () => (direction === 'next' ? swiper.slideNext() : swiper.slidePrev());
    if (swiper.animating) swiper.once('transitionEnd', move);
    else move();
  }

  useEffect(() => {
    if (!swiper) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {carousel.title}
      </h2>
      <Swiper
        modules={[Autoplay]}
        loop
        spaceBetween={CAROUSEL_SPACE_BETWEEN}
        slidesPerView={1}
        // Under reduced motion a photo changes without sliding; it also keeps an arrow click from being dropped
        // while a slide is still moving.
        speed={reducedMotion ? 0 : CAROUSEL_SLIDE_MS}
        autoplay={autoplay}
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => setCurrent(instance.realIndex)}
        className={styles.swiper}
      >
        {carousel.slides.map((slide, index) => (
          <SwiperSlide
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${total}`}
            aria-hidden={index !== current}
          >
            <Picture
              image={carouselImages[slide.image]}
              alt={slide.alt}
              sizes={SIZES}
              priority={index === 0}
              className={styles.photo}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => step('prev')}>
          <span aria-hidden="true">←</span> Previous photo
        </button>
        <button type="button" className={styles.control} onClick={() => setChoice(!playing)}>
          {playing ? 'Pause slideshow' : 'Play slideshow'}
        </button>
        <button type="button" className={styles.control} onClick={() => step('next')}>
          Next photo <span aria-hidden="true">→</span>
        </button>
        {/* Announced only while the visitor drives the slides; a moving slideshow would talk every 2 s. */}
        <p className={styles.position} aria-live={playing ? 'off' : 'polite'}>
          Photo {current + 1} of {total}
        </p>
      </div>
    </section>
  );
}
