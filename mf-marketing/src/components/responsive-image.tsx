import { srcSet, type ImageAsset } from '../lib/image-asset';

interface ResponsiveImageProps {
  image: ImageAsset;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks the smallest file that fits. */
  sizes: string;
  /** Above the fold: fetched at once and early. Below it: fetched when the visitor scrolls near. */
  priority?: boolean;
  className?: string;
}

/** A picture in AVIF, then WebP, then JPEG, each at several widths; its box is reserved before it loads. */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const fallback = image.fallback[image.fallback.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        className={className}
        src={fallback?.url}
        srcSet={srcSet(image.fallback)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
