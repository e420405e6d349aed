import { useEffect, type CSSProperties } from 'react';
import { festTagline, festTitleParts, motto } from '../../content/site';
import styles from './intro.module.css';
import {
  INTRO_MS,
  MOTTO_STAGGER_S,
  MOTTO_START_S,
  REDUCED_INTRO_MS,
  TITLE_LETTER_DELAYS_S,
  prefersReducedMotion,
} from './intro-timing';

const delay = (seconds: number): CSSProperties => ({ animationDelay: `${seconds}s` });

/**
 * The intro (docs/PRODUCT.md#intro), drawn with CSS animations only. The picture is decoration (aria-hidden); assistive
 * technology hears one status line instead, and nothing here takes focus.
 */
export function Intro({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, prefersReducedMotion() ? REDUCED_INTRO_MS : INTRO_MS);
    return () => clearTimeout(timer);
  }, [onDone]);

  return (
    <div className={styles.intro}>
      <p role="status" className="visually-hidden">
        Loading GreatStep
      </p>
      <div className={styles.stage} aria-hidden="true">
        <div className={styles.title}>
          <p className={styles.word}>
            {festTitleParts.map((part, partIndex) => (
              <span key={part} className={partIndex > 0 ? styles.accent : undefined}>
                {[...part].map((letter, index) => (
                  <span key={index} className={styles.letter} style={delay(TITLE_LETTER_DELAYS_S[partIndex] ?? 0)}>
                    {letter}
                  </span>
                ))}
              </span>
            ))}
          </p>
          <p className={styles.motto}>
            {[...motto].map((letter, index) => (
              <span key={index} className={styles.mottoLetter} style={delay(MOTTO_START_S + index * MOTTO_STAGGER_S)}>
                {letter}
              </span>
            ))}
          </p>
          <p className={styles.tagline}>{festTagline}</p>
        </div>
      </div>
    </div>
  );
}
