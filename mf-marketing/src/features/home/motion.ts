// The carousel advances every 2000 ms with 50 px between slides; the sponsor marquee moves at speed 50, which (as in
// the marquee component the original site used) means 50 pixels per second (docs/PRODUCT.md#home).
export const CAROUSEL_DELAY_MS = 2000;
export const CAROUSEL_SPACE_BETWEEN = 50;

/** How long one slide takes to move in (swiper's own default). */
export const CAROUSEL_SLIDE_MS = 300;
const MARQUEE_SPEED_PX_PER_S = 50;

/** Seconds for one full pass of a strip `distancePx` wide at the marquee's speed. */
export function marqueeDurationSeconds(distancePx: number, speed = MARQUEE_SPEED_PX_PER_S): number {
  return distancePx / speed;
}
