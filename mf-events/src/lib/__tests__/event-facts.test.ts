import { prizeText, rupees, teamSizeText } from '../event-facts';
import type { FestEvent } from '../fest-events';

// Intl writes what the site used to show; rupees() must write the same without loading the locale's data.
const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

it.each([0, 5, 999, 1000, 6000, 15000, 31000, 99999, 100000, 150000, 1234567, 98765432])(
  'writes %i rupees as Intl.NumberFormat(en-IN) does',
  (amount) => {
    expect(rupees(amount)).toBe(intl.format(amount));
  },
);

it('writes Indian grouping', () => {
  expect(rupees(150000)).toBe('₹1,50,000');
  expect(rupees(31000)).toBe('₹31,000');
});

const sample = (facts: Partial<FestEvent>): FestEvent => ({
  id: 'Sample',
  key: 'Sample',
  name: 'Sample',
  teamLen: 4,
  to: '/great-step/events/competitions/Sample',
  prize: 31000,
  group: 'oncampus',
  attendance: 'campus',
  img: 'default',
  contact: 'TMES Events Desk',
  live: true,
  tagline: 'A sample.',
  info: [],
  ...facts,
});

it.each([
  [31000, '₹31,000 in prizes'],
  [150000, '₹1,50,000 in prizes'],
  [null, 'Just for fun'],
])('says a prize of %p as %p', (prize, text) => {
  expect(prizeText(sample({ prize }))).toBe(text);
});

it.each([
  ['a team of four', { teamLen: 4 }, 'Teams of up to 4'],
  ['one person', { teamLen: 1 }, 'Individual'],
  ['no registration', { key: null, teamLen: null }, 'Individual'],
  // No size registers one person, as Quizomania does; only an event still to come has none yet.
  ['no size', { teamLen: null }, 'Individual'],
  ['no size, coming soon', { teamLen: null, comingSoon: true }, 'To be announced'],
])('says the team size of %s as %p', (_case, facts: Partial<FestEvent>, text) => {
  expect(teamSizeText(sample(facts))).toBe(text);
});
