import { PromoVideo } from './promo-video';
import { SponsorsMarquee } from './sponsors-marquee';

/** What Home shows under the carousel: one chunk, fetched after the top of the page. */
export function BelowTheFold() {
  return (
    <>
      <SponsorsMarquee />
      <PromoVideo />
    </>
  );
}
