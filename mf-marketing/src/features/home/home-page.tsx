import { AfterPaint } from '@greatstep/shared/react';
import { lazy, Suspense } from 'react';
import { HomeHeader } from './home-header';
import styles from './home.module.css';
import { PromoVideo } from './promo-video';
import { SponsorsMarquee } from './sponsors-marquee';

// swiper and the carousel's photos come in a chunk of their own, fetched once Home has painted, so the heading and the
// header never wait for them.
const PhotoCarousel = lazy(() => import('./photo-carousel').then((module) => ({ default: module.PhotoCarousel })));

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

/**
 * Home (/). Every section's words are in the page's own chunk, so the build prerenders them all and the HTML names
 * every sponsor to a crawler and to a visitor without scripts; only media wait (the sponsors' logos load lazily, the
 * clip once the visitor comes near it: docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes).
 */
export function HomePage() {
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
      <SponsorsMarquee />
      <PromoVideo />
    </div>
  );
}
