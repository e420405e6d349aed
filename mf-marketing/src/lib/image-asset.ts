// The raster picture's shape is the shared Picture's; the media files (scripts/generate-media.mjs) name it from here.
export type { ImageAsset, ImageCandidate } from '@greatstep/shared/react';

/** A vector picture: one file for every screen density. */
export interface VectorAsset {
  url: string;
  width: number;
  height: number;
}
