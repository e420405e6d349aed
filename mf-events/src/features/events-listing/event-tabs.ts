export interface EventTab {
  id: string;
  to: string;
  label: string;
  /** Other paths on which this tab is the selected one. */
  alsoOn: readonly string[];
}

/** The tabs of the events listing (SPEC §2): the bare /great-step/events selects Competitions. */
export const eventTabs: readonly EventTab[] = [
  {
    id: 'competitions',
    to: '/great-step/events/competitions',
    label: 'Competitions',
    alsoOn: ['/great-step/events'],
  },
  { id: 'workshops', to: '/great-step/events/workshops', label: 'Workshops', alsoOn: [] },
  { id: 'panel-discussion', to: '/great-step/events/panel-discussion', label: 'Panel Discussion', alsoOn: [] },
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
