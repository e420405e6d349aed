import type { JsonValue } from '@greatstep/shared';
import { PARTICIPATION_FEE_RUPEES } from '@greatstep/shared/fee';
import { festDates, organiser, registrationOpens, venue } from '../content/fest';
import type { FestEvent } from '../lib/fest-events';

/**
 * An event page's schema.org Event (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes), complete by Google's
 * Event rich-result rules: name, start and end with time and zone, the place (the campus, the event's page for an
 * online event, both for an online round followed by a campus round), status, the participation fee as an Offer and
 * the organiser. Addresses are paths: the server writes them absolute on the site's public address, as it writes the
 * page's own `url` and `image`.
 */
type StructuredData = { readonly [key: string]: JsonValue };

const SCHEMA = 'https://schema.org/';

const eventPath = (id: string) => `/great-step/events/competitions/${id}`;

const campus = {
  '@type': 'Place',
  name: venue.name,
  address: {
    '@type': 'PostalAddress',
    streetAddress: venue.streetAddress,
    addressLocality: venue.locality,
    addressRegion: venue.region,
    postalCode: venue.postalCode,
    addressCountry: venue.country,
  },
} as const;

/** Where an online event (or round) is taken part in: its page, which leads to the quiz, the form or the upload. */
const online = (event: FestEvent) => ({ '@type': 'VirtualLocation', url: eventPath(event.id) });

function whereAndHow(event: FestEvent): StructuredData {
  switch (event.attendance) {
    case 'online':
      return { eventAttendanceMode: `${SCHEMA}OnlineEventAttendanceMode`, location: online(event) };
    case 'online-then-campus':
      return { eventAttendanceMode: `${SCHEMA}MixedEventAttendanceMode`, location: [online(event), campus] };
    case 'campus':
      return { eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`, location: campus };
  }
}

/**
 * The fee is the fest's, paid once for every event (docs/PRODUCT.md#payment); a registration is made on the event's
 * page, so that is where the offer leads.
 */
const fee = (event: FestEvent) => ({
  '@type': 'Offer',
  name: 'Participation fee of the fest, paid once for every event',
  price: PARTICIPATION_FEE_RUPEES,
  priceCurrency: 'INR',
  availability: `${SCHEMA}InStock`,
  url: eventPath(event.id),
  validFrom: registrationOpens,
});

/**
 * The Event of an event's page, or none for an event still to be announced ("Coming soon"): it has no date, and
 * Google reads an Event without `startDate` as an invalid item, while any date or `EventScheduled` would claim a
 * schedule it doesn't have (docs/DECISIONS.md#no-event-data-for-an-event-still-to-be-announced).
 */
export function eventStructuredData(event: FestEvent, description: string): StructuredData | undefined {
  if (event.comingSoon) return undefined;
  const dates = event.dates ?? festDates;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description,
    startDate: dates.start,
    endDate: dates.end,
    eventStatus: `${SCHEMA}EventScheduled`,
    ...whereAndHow(event),
    offers: fee(event),
    organizer: { '@type': 'Organization', name: organiser.name, url: organiser.url },
  };
}
