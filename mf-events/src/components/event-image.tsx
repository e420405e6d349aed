import { artOf, pictureSizes, srcSet } from './event-picture-files';

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

export function EventImage({ name, className, eager = false, sizes = pictureSizes.card }: EventImageProps) {
  const art = artOf(name);
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
