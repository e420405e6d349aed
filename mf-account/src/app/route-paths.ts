import type { RouteDeclarations } from '@greatstep/shared/react';

/**
 * Every path of this remote, declared once. Pure data: the build publishes it as routes.json beside
 * mf-manifest.json (webpack.shared.js), so the shell learns these paths at run time and names none of them.
 */
export const routes = {
  signin: { path: '/signin', label: 'Sign In' },
  signup: { path: '/signup', label: 'Sign Up' },
  profile: { path: '/profile', label: 'Profile', signedIn: true },
  payment: { path: '/payment', label: 'Payment', signedIn: true },
  resetPassword: { path: '/resetPassword', label: 'Reset Password' },
  changePassword: {
    path: '/changePassword/:email/:token',
    label: 'New Password',
    example: { email: 'someone@example.com', token: 'sample-token' },
  },
  // The organisers' area (docs/PRODUCT.md#organisers-area): linked from an organiser's profile only, loaded apart,
  // its own pages routed inside it (features/organisers/organisers-area.tsx).
  organisers: { path: '/organisers/*', label: 'Organisers', signedIn: true },
} as const satisfies RouteDeclarations;

export type RouteName = keyof typeof routes;

/**
 * Names the shell may link to: its last navbar link is SignIn or Profile, highlighted on every path above
 * (docs/PRODUCT.md#navigation-bar: also on /signup, /resetPassword, /payment and /changePassword).
 */
export const links = { signin: 'signin', profile: 'profile' } as const satisfies Record<string, RouteName>;
