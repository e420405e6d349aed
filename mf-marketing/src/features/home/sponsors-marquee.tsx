import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { logos } from '../../assets/media/logos';
import { sponsors } from '../../content/home';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { marqueeDurationSeconds } from './motion';
import styles from './sponsors-marquee.module.css';

function LogoList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul className={styles.list} aria-hidden={hidden || undefined}>
      {sponsors.list.map((sponsor) => {
        const logo = logos[sponsor.logo];
        return (
          <li key={sponsor.logo} className={styles.item}>
            <img
              src={logo.url}
              width={logo.width}
              height={logo.height}
              alt={hidden ? '' : sponsor.name}
              loading="lazy"
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Our Sponsors': the logos scroll past at the product's speed (docs/PRODUCT.md#home). The strip stops while the
 * pointer is over it or focus is inside it (CSS), and its button stops it for good. Visitors who ask for less motion
 * get a still grid.
 */
export function SponsorsMarquee() {
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [duration, setDuration] = useState<number | null>(null);
  const firstCopy = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const moving = !reducedMotion && !stopped;

  // The strip moves by one copy's width per pass, so the pass lasts as long as that width takes at the speed.
  useLayoutEffect(() => {
    const element = firstCopy.current;
    if (!element) return;
    const measure = () => setDuration(marqueeDurationSeconds(element.scrollWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const style = duration ? ({ '--marquee-duration': `${duration}s` } as CSSProperties) : undefined;
  return (
    <section className={styles.sponsors} aria-labelledby={titleId}>
      <h2 id={titleId}>{sponsors.title}</h2>
      <div className={styles.marquee}>
        <div className={reducedMotion ? styles.still : styles.track} data-moving={moving} style={style}>
          <div ref={firstCopy} className={styles.copy}>
            <LogoList />
          </div>
          {/* The second copy makes the loop seamless; assistive technology reads the logos once. */}
          {!reducedMotion && (
            <div className={styles.copy}>
              <LogoList hidden />
            </div>
          )}
        </div>
        {!reducedMotion && (
          <button type="button" className={styles.toggle} onClick={() => setStopped((value) => !value)}>
            {stopped ? 'Move sponsor logos' : 'Stop sponsor logos'}
          </button>
        )}
      </div>
    </section>
  );
}
