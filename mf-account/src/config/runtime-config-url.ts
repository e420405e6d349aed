// Webpack replaces this free variable with the remote's own base URL (publicPath 'auto'); elsewhere it is unset.
declare const __webpack_public_path__: string | undefined;

/** The address of a file deployed beside this remote's bundle, wherever the remote is served from. */
export function besideBundle(fileName: string): string {
  const base =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return new URL(fileName, new URL(base, window.location.href)).href;
}
