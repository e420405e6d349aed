/** One encoded file of a picture and its intrinsic width, for a `srcset` candidate. */
export interface ImageCandidate {
  url: string;
  width: number;
}

/**
 * A raster picture as the remotes' media scripts write it: the same drawing in AVIF and WebP, with a JPEG fallback
 * for browsers without either, each at one or more widths. width and height are the largest file's, so an <img>
 * reserves the right box before anything loads (CLS 0).
 */
export interface ImageAsset {
  width: number;
  height: number;
  avif: readonly ImageCandidate[];
  webp: readonly ImageCandidate[];
  fallback: readonly ImageCandidate[];
}

export function srcSet(candidates: readonly ImageCandidate[]): string {
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}

interface PictureProps {
  image: ImageAsset;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks the smallest file that fits. */
  sizes: string;
  /**
   * The page's largest paint: fetched at once, first, and decoded with the frame. Any other picture is fetched when
   * the visitor scrolls near and decoded off the main thread.
   */
  priority?: boolean;
  className?: string;
}

/** A picture in AVIF, then WebP, then JPEG, each at its widths; its box is reserved before it loads. */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const fallback = image.fallback[image.fallback.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        className={className}
        src={fallback?.url}
        srcSet={image.fallback.length > 1 ? srcSet(image.fallback) : undefined}
        sizes={image.fallback.length > 1 ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
