import { eventArt } from '../assets/events/event-art';

interface EventImageProps {
  /** The catalogue event's `img`; an unknown name shows the default artwork. */
  name: string;
  className?: string;
  /** The image the page opens with loads at once; the listing's cards wait until they scroll near. */
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
      decoding="async"
    />
  );
}
