import { AfterPaint } from '@greatstep/shared/react';
import { lazy, Suspense, useRef } from 'react';
import { useHasScrolled } from '../../lib/use-has-scrolled';
import { useNearViewport } from '../../lib/use-near-viewport';
import { HomeHeader } from './home-header';
import styles from './home.module.css';

// swiper and everything under the carousel come in chunks of their own, fetched only when Home is shown (and the
// part under the carousel only when the visitor scrolls towards it); the heading and the header are in the page's
// own chunk, so they never wait for them. The part under the carousel starts at the visitor's first scroll, or when it
// comes near the viewport without one (a tall window, a jump by keyboard).
const PhotoCarousel = lazy(() => import('./photo-carousel').then((module) => ({ default: module.PhotoCarousel })));
const BelowTheFold = lazy(() => import('./below-the-fold').then((module) => ({ default: module.BelowTheFold })));

/** The carousel's box while its chunk loads: title, photo and controls at their own heights, so nothing jumps. */
function CarouselSpace() {
  return (
    <div className={styles.carouselSpace}>
      <div className={styles.titleSpace} />
      <div className={styles.photoSpace} />
      <div className={styles.controlsSpace} />
    </div>
  );
}

/** Home (/). */
export function HomePage() {
  const lower = useRef<HTMLDivElement>(null);
  const lowerNear = useNearViewport(lower);
  const scrolled = useHasScrolled();
  return (
    <div className={`gs-page ${styles.home}`}>
      <title>GreatStep 2025 | TMES IIT Kharagpur</title>
      {/* The route's name stays the page's main heading; the fest's title is the header's own heading below. */}
      <h1 className="visually-hidden">Home</h1>
      <HomeHeader />
      {/* The header's text is the page's largest paint: the carousel's code starts loading once it is painted. */}
      <AfterPaint fallback={<CarouselSpace />}>
        <Suspense fallback={<CarouselSpace />}>
          <PhotoCarousel />
        </Suspense>
      </AfterPaint>
      <div ref={lower} className={styles.lower}>
        {(lowerNear || scrolled) && (
          <Suspense fallback={null}>
            <BelowTheFold />
          </Suspense>
        )}
      </div>
    </div>
  );
}
