import { z } from 'zod';

/**
 * An Event as Google's Event rich results read it (developers.google.com/search/docs/appearance/structured-data/event)
 * and schema.org defines it, for the tests that judge what the site serves (docs/TESTING.md#what-a-search-engine-reads).
 * Google's required properties (name, startDate, location with an address or a URL) and the recommended ones this
 * site gives (endDate, eventStatus, eventAttendanceMode, description, image, offers, organizer) are all required here:
 * the site has every one of them, so a missing one is a mistake.
 */

const SCHEMA = 'https://schema.org/';

/** An absolute https address: what a search engine follows. A path alone means nothing outside the page. */
const address = z.url({ protocol: /^https?$/ });

/**
 * ISO 8601 with a time and a zone offset: a date alone, or a time without a zone, leaves the hour to the reader's
 * guess, and Google asks for both.
 */
const dateTime = z.iso.datetime({ offset: true, local: false });

const postalAddress = z.object({
  '@type': z.literal('PostalAddress'),
  streetAddress: z.string().min(1),
  addressLocality: z.string().min(1),
  addressRegion: z.string().min(1),
  postalCode: z.string().min(1),
  addressCountry: z.string().regex(/^[A-Z]{2}$/, 'is not a two-letter country code'),
});

const place = z.object({ '@type': z.literal('Place'), name: z.string().min(1), address: postalAddress });
const virtualLocation = z.object({ '@type': z.literal('VirtualLocation'), url: address });
const location = z.union([place, virtualLocation]);

const offer = z.object({
  '@type': z.literal('Offer'),
  price: z.union([z.number().nonnegative(), z.string().regex(/^\d+(?:\.\d+)?$/, 'is not a number')]),
  priceCurrency: z.string().regex(/^[A-Z]{3}$/, 'is not an ISO 4217 currency code'),
  availability: z.enum(
    ['InStock', 'SoldOut', 'PreOrder', 'OnlineOnly', 'LimitedAvailability'].map((value) => `${SCHEMA}${value}`),
  ),
  url: address,
  validFrom: dateTime,
});

const ATTENDANCE = {
  offline: `${SCHEMA}OfflineEventAttendanceMode`,
  online: `${SCHEMA}OnlineEventAttendanceMode`,
  mixed: `${SCHEMA}MixedEventAttendanceMode`,
} as const;

/** Google takes a list of offers too; the site has one fee, so one offer, whose faults are then named field by field. */
export const richEvent = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Event'),
  name: z.string().min(1),
  description: z.string().min(1),
  url: address,
  image: z.union([address, z.array(address).min(1)]),
  startDate: dateTime,
  endDate: dateTime,
  eventStatus: z.enum(
    ['EventScheduled', 'EventRescheduled', 'EventPostponed', 'EventMovedOnline', 'EventCancelled'].map(
      (value) => `${SCHEMA}${value}`,
    ),
  ),
  eventAttendanceMode: z.enum(Object.values(ATTENDANCE)),
  location: z.union([location, z.array(location).min(1)]),
  offers: offer,
  organizer: z.object({ '@type': z.enum(['Organization', 'Person']), name: z.string().min(1), url: address }),
});

const typeOf = (value: unknown) =>
  typeof value === 'object' && value !== null && '@type' in value ? value['@type'] : undefined;

/**
 * What the fields say together, judged even when a field is wrong on its own: the attendance mode and the places must
 * tell the same story (Google shows an online event with its link, an offline one on a map, a mixed one with both),
 * and an event cannot end before it starts.
 */
function consistencyProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const places = [data.location].flat().map(typeOf);
  const physical = places.includes('Place');
  const virtual = places.includes('VirtualLocation');
  const expected = physical && virtual ? ATTENDANCE.mixed : virtual ? ATTENDANCE.online : ATTENDANCE.offline;
  if (data.eventAttendanceMode !== expected) {
    problems.push(`eventAttendanceMode is ${String(data.eventAttendanceMode)}, but its locations make it ${expected}`);
  }
  const [start, end] = [data.startDate, data.endDate].map((value) => Date.parse(String(value)));
  if (start !== undefined && end !== undefined && end < start) problems.push('endDate is before startDate');
  return problems;
}

/** What a search engine would find wrong with an Event, one line each (none: it is eligible). */
export function eventProblems(data: unknown): string[] {
  const verdict = richEvent.safeParse(data);
  const fields = verdict.success
    ? []
    : verdict.error.issues.map((issue) => `${issue.path.join('.') || '(the event)'} ${issue.message}`);
  const together = typeof data === 'object' && data !== null ? consistencyProblems({ ...data }) : [];
  return [...fields, ...together];
}
