import type { RouteDeclarations } from '@greatstep/shared/react';

/**
 * Every path of this remote, declared once. Pure data: the build publishes it as routes.json beside
 * mf-manifest.json (webpack.shared.js), so the shell learns these paths at run time and names none of them.
 * The listing's tabs are flat routes: each tab has its own address.
 */
export const routes = {
  listing: { path: '/great-step/events', label: 'Events' },
  competitions: { path: '/great-step/events/competitions', label: 'Competitions' },
  workshops: { path: '/great-step/events/workshops', label: 'Workshops' },
  panelDiscussion: { path: '/great-step/events/panel-discussion', label: 'Panel Discussion' },
  eventPage: {
    path: '/great-step/events/competitions/:eventId',
    label: 'Competition page',
    example: { eventId: 'QS' },
  },
  // The pages of the mailed team links (docs/PRODUCT.md#team-panel); the API builds the same paths from PUBLIC_URL.
  leaveTeam: {
    path: '/great-step/events/team/leave/:token',
    label: 'Leave a team (mailed link)',
    example: { token: 'example-token-from-the-mail' },
  },
  rejoinTeam: {
    path: '/great-step/events/team/join/:token',
    label: 'Rejoin a team (mailed invitation)',
    example: { token: 'example-token-from-the-mail' },
  },
} as const satisfies RouteDeclarations;

export type RouteName = keyof typeof routes;

/** Names the shell may link to (its navbar's Events link); the shell highlights it on every path above. */
export const links = { events: 'listing' } as const satisfies Record<string, RouteName>;
