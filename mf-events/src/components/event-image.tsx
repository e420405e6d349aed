import { eventArt } from '../assets/events/event-art';

interface EventImageProps {
  /** The catalogue event's `img`; an unknown name shows the default artwork. */
  name: string;
  className?: string;
  /**
   * The image the page opens with (its largest paint) loads at once and first; the listing's other cards wait until
   * they scroll near.
   */
  eager?: boolean;
}

export function EventImage({ name, className, eager = false }: EventImageProps) {
  const art = eventArt[name] ?? eventArt.default;
  if (!art) return null;
  return (
    <img
      className={className}
      src={art.url}
      alt={art.alt}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'auto' : 'async'}
    />
  );
}
