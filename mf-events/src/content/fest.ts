/**
 * When and where the events take place, and who holds them (docs/CONTENT.md#the-society-and-the-fest): what a
 * search engine reads of each event page (schema.org Event) and what its preview picture says. Dates are ISO days.
 */
export interface EventDates {
  start: string;
  end: string;
}

/** GREAT-STEP'25: every event takes place during the fest unless it has dates of its own (events.ts). */
export const festDates: EventDates = { start: '2025-03-28', end: '2025-03-30' };

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
