/** One encoded file of a picture and its intrinsic width, for a `srcset` candidate. */
export interface ImageCandidate {
  url: string;
  width: number;
}

/**
 * A raster picture as scripts/generate-media.mjs writes it: the same drawing in AVIF and WebP, with a JPEG
 * fallback for browsers without either, each at a few widths. width and height are the largest file's, so an
 * <img> reserves the right box before anything loads.
 */
export interface ImageAsset {
  width: number;
  height: number;
  avif: ImageCandidate[];
  webp: ImageCandidate[];
  fallback: ImageCandidate[];
}

/** A vector picture: one file for every screen density. */
export interface VectorAsset {
  url: string;
  width: number;
  height: number;
}

export function srcSet(candidates: readonly ImageCandidate[]): string {
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}
