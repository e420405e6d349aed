import type { CatalogueEvent } from '@greatstep/shared/events';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** What an event's card and page say of its prize and team size (issue 21 item 12: the page said neither). */
export function prizeText(event: CatalogueEvent): string {
  return event.prize === null ? 'Just for fun' : `${rupees.format(event.prize)} in prizes`;
}

export function teamSizeText(event: CatalogueEvent): string {
  if (event.key === null || event.teamLen === 1) return 'Individual';
  // No size registers one person (teamSizeOf), as Quizomania does; only an event still to come has none yet.
  if (event.teamLen === null) return event.comingSoon ? 'To be announced' : 'Individual';
  return `Teams of up to ${event.teamLen}`;
}
