import { routes } from '../../app/route-paths';

export interface EventTab {
  id: string;
  to: string;
  label: string;
  /** Other paths on which this tab is the selected one. */
  alsoOn: readonly string[];
}

/** The listing's tabs (docs/PRODUCT.md#events-listing): the bare /great-step/events selects Competitions. */
export const eventTabs: readonly EventTab[] = [
  { id: 'competitions', to: routes.competitions.path, label: routes.competitions.label, alsoOn: [routes.listing.path] },
  { id: 'workshops', to: routes.workshops.path, label: routes.workshops.label, alsoOn: [] },
  { id: 'panel-discussion', to: routes.panelDiscussion.path, label: routes.panelDiscussion.label, alsoOn: [] },
];

/** The path without its trailing slashes (but `/` itself), in one pass from the end. */
function trimSlash(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/** The tab the address selects; the router only renders this page on the tabs' own paths. */
export function selectedTab(pathname: string): EventTab {
  const path = trimSlash(pathname).toLowerCase();
  const found = eventTabs.find((tab) => tab.to === path || tab.alsoOn.includes(path));
  return found ?? (eventTabs[0] as EventTab);
}
