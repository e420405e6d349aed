/**
 * How a page sends a visitor to Sign In and has them come back (docs/PRODUCT.md#sign-in). The app hands the page to
 * come back to in the navigation state; a plain link, which carries no state (a page in its HTML before its scripts,
 * or a visitor without them), names it in the address instead, and Sign In reads either.
 */
export const SIGN_IN_RETURN_PARAM = 'from';

/**
 * `value` when it is a path of this site, else undefined: never an address elsewhere, which `//host` and `/\host` are
 * to a browser, and nothing a visitor could be sent to by a crafted link outside the site.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // eslint-disable-next-line no-control-regex -- a control character has no place in a path we link to.
  if (/^\/[/\\]|[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}

/** The address of Sign In that brings the visitor back to `from` afterwards: `/signin?from=%2Fgreat-step%2F…`. */
export function signInAddress(signInPath: string, from: string): string {
  return `${signInPath}?${new URLSearchParams({ [SIGN_IN_RETURN_PARAM]: from }).toString()}`;
}
