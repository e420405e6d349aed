/**
 * When and where the events take place, who holds them and what taking part costs (docs/CONTENT.md#the-society-and-the-fest):
 * what a search engine reads of each event page (schema.org Event) and what its preview picture says.
 */

/**
 * When an event takes place: ISO 8601 date-times with India's offset (+05:30), as a search engine reads them. A date
 * alone leaves the zone to the reader's guess, and Google's Event results read a time and zone
 * (docs/PRODUCT.md#when-the-events-take-place).
 */
export interface EventDates {
  start: string;
  end: string;
}

/**
 * GREAT-STEP'25, 28th–30th March 2025: every event takes place during the fest unless it has dates of its own
 * (events.ts). The facts give the days; the hours (from 9:00 on the first day to 18:00 on the last) are ours.
 */
export const festDates: EventDates = { start: '2025-03-28T09:00:00+05:30', end: '2025-03-30T18:00:00+05:30' };

/**
 * When registration opened: from then on the participation fee buys a place (the Offer's `validFrom`). The facts do
 * not give the day; this is ours, before Quiz Spiel's first round (3rd March), for the organisers to correct.
 */
export const registrationOpens = '2025-02-01T00:00:00+05:30';

export const venue = {
  name: 'IIT Kharagpur',
  streetAddress: 'Department of Mining Engineering, IIT Kharagpur',
  locality: 'Kharagpur',
  region: 'West Bengal',
  postalCode: '721302',
  country: 'IN',
};

export const organiser = {
  name: 'TMES, the Technology Mining Engineering Society of IIT Kharagpur',
  url: 'https://www.tmesiitkgp.in',
};
