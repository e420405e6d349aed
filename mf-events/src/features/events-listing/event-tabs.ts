import { routes } from '../../app/route-paths';

interface EventTab {
  to: string;
  label: string;
  /** Other paths on which this tab shows as selected. */
  alsoOn: readonly string[];
}

/** The tabs of the events listing (SPEC §2): the bare listing path selects Competitions. */
export const eventTabs: readonly EventTab[] = [
  { to: routes.competitions.path, label: routes.competitions.label, alsoOn: [routes.listing.path] },
  { to: routes.workshops.path, label: routes.workshops.label, alsoOn: [] },
  { to: routes.panelDiscussion.path, label: routes.panelDiscussion.label, alsoOn: [] },
];
