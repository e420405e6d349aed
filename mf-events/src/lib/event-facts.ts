import type { FestEvent } from './fest-events';

/**
 * 150000 → "₹1,50,000": whole rupees in Indian grouping, as Intl.NumberFormat('en-IN') writes them. Written out
 * because the first Intl.NumberFormat of a page loads the locale's data: 13 ms of main thread on this machine, a
 * 50 ms long task on a phone, in the task that paints the events listing (docs/PERFORMANCE.md#less-main-thread-work).
 */
export function rupees(amount: number): string {
  const digits = String(Math.round(amount));
  const groups = [digits.slice(-3)];
  // Above the thousands, pairs of digits from the right: lakhs, crores…
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return `₹${groups.join(',')}`;
}

/** What an event's card and page say of its prize and team size (the page once said neither). */
export function prizeText(event: Pick<FestEvent, 'prize'>): string {
  return event.prize === null ? 'Just for fun' : `${rupees(event.prize)} in prizes`;
}

/** An event's prize where a label already says it is one ("Prizes: ₹31,000"), as its preview picture writes it. */
export function prizeAmountText(event: Pick<FestEvent, 'prize'>): string {
  return event.prize === null ? 'None, just for fun' : rupees(event.prize);
}

export function teamSizeText(event: FestEvent): string {
  if (event.key === null || event.teamLen === 1) return 'Individual';
  // No size registers one person (teamSizeOf), as Quizomania does; only an event still to come has none yet.
  if (event.teamLen === null) return event.comingSoon ? 'To be announced' : 'Individual';
  return `Teams of up to ${event.teamLen}`;
}
