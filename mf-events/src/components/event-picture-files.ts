import { srcSet, type ImageAsset } from '@greatstep/shared/react';
import { eventArt, type EventArt } from '../assets/events/event-art';

/** How wide an event's picture is shown, for the browser's choice among the files' widths. */
export const pictureSizes = {
  /** A card of the listing. */
  card: '(min-width: 40rem) 20rem, 100vw',
  /** The picture at the top of an event's page. */
  page: '(min-width: 48rem) 40vw, 100vw',
} as const;

/** The artwork of an event's `img` (content/events.ts); an unknown name gets the default artwork. */
export function artOf(name: string): EventArt | undefined {
  return eventArt[name] ?? eventArt.default;
}

/** The picture's files as the shared Picture takes them: the art is 640 × 400 at its largest, its JPEG one width. */
export const pictureOf = (art: EventArt): ImageAsset => ({
  width: 640,
  height: 400,
  avif: art.avif,
  webp: art.webp,
  fallback: [{ url: art.fallback, width: 640 }],
});

/**
 * Starts the download of an event's picture before React renders it (docs/PERFORMANCE.md#pictures). The link offers
 * the same AVIF candidates and sizes as the picture's first source, so the browser picks the same file and the
 * picture takes the preloaded answer. A browser without AVIF skips a preload of that type, and fetches the WebP or
 * JPEG when the picture renders, as before.
 */
export function preloadEventPicture(name: string, sizes: string): void {
  const art = artOf(name);
  if (!art || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('type', 'image/avif');
  link.setAttribute('imagesrcset', srcSet(art.avif));
  link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
