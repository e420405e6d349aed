/** File names that carry a content hash ([name].[contenthash:8].js, [hash][ext] assets) never change. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
// Entry files (index.html, remoteEntry.js, mf-manifest.json) keep their names across deploys: revalidate each time.
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  // With preCompressed, @fastify/static names the .br or .gz copy it sends: the hash is before that suffix.
  return HASHED_NAME.test(filePath.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE;
}
// A page chosen for one visitor (its cohort drawn, or none for a crawler while a canary runs): a shared cache (nginx's,
// a CDN's) must not hand it to another.
export const PRIVATE_REVALIDATE = 'private, no-cache';
