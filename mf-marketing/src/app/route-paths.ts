import type { RouteDeclarations } from '@greatstep/shared/react';

/**
 * Every path of this remote, declared once. Pure data: the build publishes it as routes.json beside
 * mf-manifest.json (webpack.shared.js), so the shell learns these paths at run time and names none of them.
 */
export const routes = {
  home: { path: '/', label: 'Home' },
  society: { path: '/tmes', label: 'TMES' },
  about: { path: '/aboutus', label: 'About Us' },
  // /sample is the original route table's placeholder page (docs/PRODUCT.md#route-table).
  sample: { path: '/sample', label: 'Sample' },
} as const satisfies RouteDeclarations;

export type RouteName = keyof typeof routes;

/** Names the shell may link to: its navbar, footer and 404 page use these instead of paths of their own. */
export const links = { home: 'home', society: 'society', about: 'about' } as const satisfies Record<string, RouteName>;
