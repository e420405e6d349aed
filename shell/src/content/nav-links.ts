/** The navigation bar of SPEC §2, in order. `activeOn` lists the path patterns on which a link is highlighted. */
export const mainLinks = [
  { to: '/tmes', label: 'Home', activeOn: ['/tmes'] },
  { to: '/', label: 'GreatStep', activeOn: ['/'] },
  { to: '/great-step/events', label: 'Events', activeOn: ['/great-step/events/*'] },
  { to: '/aboutus', label: 'About', activeOn: ['/aboutus'] },
] as const satisfies ReadonlyArray<{ to: string; label: string; activeOn: readonly string[] }>;

/** The last link: SignIn without a stored user, Profile with one; highlighted on every account page. */
export const accountLinkActiveOn = [
  '/signin',
  '/profile',
  '/signup',
  '/resetPassword',
  '/payment',
  '/changePassword/*',
] as const;

export const accountLink = {
  signedOut: { to: '/signin', label: 'SignIn' },
  signedIn: { to: '/profile', label: 'Profile' },
} as const;
