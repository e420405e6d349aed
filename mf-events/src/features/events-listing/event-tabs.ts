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

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The tab the address selects; the router only renders this page on the tabs' own paths. */
export function selectedTab(pathname: string): EventTab {
  const path = trimSlash(pathname).toLowerCase();
  const found = eventTabs.find((tab) => tab.to === path || tab.alsoOn.includes(path));
  return found ?? (eventTabs[0] as EventTab);
}
