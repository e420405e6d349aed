import type { CatalogueEvent } from '@greatstep/shared/events';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function prizeText(event: CatalogueEvent): string {
  return event.prize === null ? 'Just for fun' : `${rupees.format(event.prize)} in prizes`;
}

export function teamSizeText(event: CatalogueEvent): string {
  if (event.key === null || event.teamLen === 1) return 'Individual';
  if (event.teamLen === null) return 'To be announced';
  return `Teams of up to ${event.teamLen}`;
}
