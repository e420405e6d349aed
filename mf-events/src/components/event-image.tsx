import { Picture } from '@greatstep/shared/react';
import { artOf, pictureOf, pictureSizes } from './event-picture-files';

interface EventImageProps {
  /** The event's `img` (content/events.ts); an unknown name shows the default artwork. */
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
  return <Picture image={pictureOf(art)} alt={art.alt} sizes={sizes} priority={eager} className={className} />;
}
