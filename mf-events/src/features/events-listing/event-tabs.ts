interface EventTab {
  to: string;
  label: string;
  /** Other paths on which this tab shows as selected. */
  alsoOn: readonly string[];
}

/** The tabs of the events listing (SPEC §2): the bare /great-step/events selects Competitions. */
export const eventTabs: readonly EventTab[] = [
  { to: '/great-step/events/competitions', label: 'Competitions', alsoOn: ['/great-step/events'] },
  { to: '/great-step/events/workshops', label: 'Workshops', alsoOn: [] },
  { to: '/great-step/events/panel-discussion', label: 'Panel Discussion', alsoOn: [] },
];
