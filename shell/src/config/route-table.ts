import { matchPath } from 'react-router-dom';

export type RemoteName = 'marketing' | 'events' | 'account';

export const remoteNames: readonly RemoteName[] = ['marketing', 'events', 'account'];

interface RouteEntry {
  path: string;
  screen: string;
  owner: RemoteName;
}

/** SPEC §2's route table: every path the site answers, and the remote that renders it. */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', screen: 'Home', owner: 'marketing' },
  { path: '/sample', screen: 'placeholder', owner: 'marketing' },
  { path: '/tmes', screen: 'society page', owner: 'marketing' },
  { path: '/aboutus', screen: 'About Us', owner: 'marketing' },
  { path: '/great-step/events', screen: 'events listing', owner: 'events' },
  { path: '/great-step/events/competitions', screen: 'events listing: Competitions', owner: 'events' },
  { path: '/great-step/events/workshops', screen: 'events listing: Workshops', owner: 'events' },
  { path: '/great-step/events/panel-discussion', screen: 'events listing: Panel Discussion', owner: 'events' },
  { path: '/great-step/events/competitions/:eventId', screen: 'event page', owner: 'events' },
  { path: '/signin', screen: 'sign in', owner: 'account' },
  { path: '/signup', screen: 'sign up', owner: 'account' },
  { path: '/profile', screen: 'profile', owner: 'account' },
  { path: '/payment', screen: 'payment', owner: 'account' },
  { path: '/resetPassword', screen: 'request password reset', owner: 'account' },
  { path: '/changePassword/:email/:token', screen: 'set new password', owner: 'account' },
];

/** The remote that owns a pathname, or null for a path the site does not have (the 404 page). */
export function findRouteOwner(pathname: string): RemoteName | null {
  // matchPath uses the same (case-insensitive, trailing-slash tolerant) rules as the remotes' <Routes>.
  const entry = routeTable.find((route) => matchPath(route.path, pathname) !== null);
  return entry ? entry.owner : null;
}
