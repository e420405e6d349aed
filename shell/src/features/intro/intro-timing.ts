import intro from '../../config/intro.json';

/**
 * The intro plays for 2800 ms, then the app (docs/PRODUCT.md#intro). Named once in config/intro.json, which the e2e
 * fixtures and the bundle benchmark read too.
 */
export const INTRO_MS = intro.durationMs;

/** The tab's record that the intro has played (once per visit). */
export const INTRO_PLAYED_KEY = intro.playedKey;

/** With prefers-reduced-motion the intro is a short fade instead. */
export const REDUCED_INTRO_MS = 700;

/** The intro's timings (docs/PRODUCT.md#intro), in seconds: letter delays 0.3 and 0.5, motto letters 0.3 apart. */
export const TITLE_LETTER_DELAYS_S = [0.3, 0.5] as const;
export const MOTTO_START_S = 0.9;
export const MOTTO_STAGGER_S = 0.3;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
