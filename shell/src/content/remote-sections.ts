import type { RemoteName } from '../config/route-table';

/** How a remote is named to a visitor, e.g. in "The events section could not be loaded". */
export const remoteSections: Readonly<Record<RemoteName, string>> = {
  marketing: 'home',
  events: 'events',
  account: 'account',
};
