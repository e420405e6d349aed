import { eventArt, type ArtFile } from '../assets/events/event-art';

interface EventImageProps {
  /** The catalogue event's `img`; an unknown name shows the default artwork. */
  name: string;
  className?: string;
  /**
   * The image the page opens with (its largest paint) loads at once and first; the listing's other cards wait until
   * they scroll near.
   */
  eager?: boolean;
  /** How wide the picture is shown, for the browser's choice among the files' widths. */
  sizes?: string;
}

const srcSet = (files: readonly ArtFile[]) => files.map(({ url, width }) => `${url} ${width}w`).join(', ');

export function EventImage({
  name,
  className,
  eager = false,
  sizes = '(min-width: 40rem) 20rem, 100vw',
}: EventImageProps) {
  const art = eventArt[name] ?? eventArt.default;
  if (!art) return null;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(art.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(art.webp)} sizes={sizes} />
      <img
        className={className}
        src={art.fallback}
        alt={art.alt}
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding={eager ? 'auto' : 'async'}
      />
    </picture>
  );
}
