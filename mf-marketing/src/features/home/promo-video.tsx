import { useId, useRef } from 'react';
import { posterImages } from '../../assets/media/poster';
import { promoVideo } from '../../assets/media/video';
import { promo } from '../../content/home';
import { useNearViewport } from '../../lib/use-near-viewport';
import styles from './promo-video.module.css';

const poster = posterImages['poster-01'].webp[0];

/**
 * The promotional clip. Until the visitor scrolls near it only an empty box of the video's size is there, so the
 * first view of Home downloads no video bytes (and not the poster either).
 */
export function PromoVideo() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const titleId = useId();

  return (
    <section className={styles.promo} aria-labelledby={titleId}>
      <h2 id={titleId}>{promo.title}</h2>
      <p>{promo.text}</p>
      <div ref={box} className={styles.frame}>
        {near && (
          <video
            className={styles.video}
            controls
            playsInline
            // The clip has no sound track, so it needs no captions.
            muted
            preload="metadata"
            poster={poster?.url}
            width={promoVideo.width}
            height={promoVideo.height}
            aria-label={promo.label}
          >
            {promoVideo.sources.map((source) => (
              <source key={source.type} src={source.url} type={source.type} />
            ))}
          </video>
        )}
      </div>
    </section>
  );
}
