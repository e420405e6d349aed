/**
 * The navigation bar (docs/PRODUCT.md#navigation-bar), in order. Each link names a link the remotes publish (their
 * routes.json), never a path: the remote that owns a page says where it is. `wholeRemote`: highlighted on every path of
 * the remote that publishes the link, not only on its own.
 */
export const mainLinks = [
  { link: 'society', label: 'Home', wholeRemote: false },
  { link: 'home', label: 'GreatStep', wholeRemote: false },
  { link: 'events', label: 'Events', wholeRemote: true },
  { link: 'about', label: 'About', wholeRemote: false },
] as const;

/** The last link: SignIn without a stored user, Profile with one; highlighted on every account page. */
export const accountLink = {
  signedOut: { link: 'signin', label: 'SignIn', wholeRemote: true },
  signedIn: { link: 'profile', label: 'Profile', wholeRemote: true },
} as const;
