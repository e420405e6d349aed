import type { PageHeadDeclaration, PreviewDrawing } from '@greatstep/shared';
import { eventIdAliases } from '@greatstep/shared/events';
import { festDates, type EventDates } from '../content/fest';
import { panelDiscussionIntro } from '../content/panel-discussion';
import { workshops, workshopsIntro } from '../content/workshops';
import { prizeAmountText, prizeText, rupees, teamSizeText } from '../lib/event-facts';
import { events, type FestEvent } from '../lib/fest-events';
import { eventStructuredData } from './event-structured-data';
import { comingSoonStatus, previewAlt, previewLabels as label } from './preview-words';
import type { RouteName } from './route-paths';

/**
 * The head of every public page of this remote (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes): pure data,
 * computed from the catalogue and this remote's content (each event's in content/events.ts), so a changed prize or a
 * new event changes this remote's pages.json and preview pictures when it is rebuilt, and nothing else. Every event page is listed: another id is no
 * page (the server answers it 404). The mailed team links are nobody's to find: they are not listed. Each title is
 * the one the page itself renders (its <title>), so the tab does not change as the browser takes over.
 */
const SITE = 'GreatStep 2025';
const KICKER = "GREAT-STEP'25 · IIT Kharagpur";

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2025-03-28T09:00… 2025-03-30T18:00… → "28–30 March 2025" (one month and year, as every date of the fest is). */
function datesText({ start, end }: EventDates): string {
  // The day of each date-time as written, in the fest's own zone: no reader's zone moves it.
  const [year, month, first] = start.slice(0, 10).split('-').map(Number);
  const last = Number(end.slice(8, 10));
  const name = MONTHS[(month ?? 1) - 1] ?? '';
  return first === last ? `${first} ${name} ${year}` : `${first}–${last} ${name} ${year}`;
}

const eventPath = (id: string) => `/great-step/events/competitions/${id}`;
const datesOf = (event: FestEvent) => event.dates ?? festDates;

/**
 * What a search result or a chat's preview says under the title. Every fact says what it is, as the picture's labels
 * do: a bare "to be announced" would read as if the prize or the date were unknown.
 */
function eventDescription(event: FestEvent): string {
  const size = teamSizeText(event).toLowerCase();
  const sizeFact = event.teamLen === null && event.comingSoon ? `team size ${size}` : size;
  const facts = [prizeText(event), sizeFact, datesText(datesOf(event))];
  const status = event.comingSoon ? ` (${comingSoonStatus.toLowerCase()})` : '';
  return `${event.name} at ${SITE}, IIT Kharagpur${status}: ${facts.join(', ')}. ${event.tagline}`;
}

/** An event's picture: its name, "Coming soon" while it is, and its prize, team size and dates, each labelled. */
function eventPreview(event: FestEvent): PreviewDrawing {
  const words = {
    ...(event.comingSoon && { status: comingSoonStatus }),
    lines: [
      { label: label.prize, value: prizeAmountText(event) },
      { label: label.teamSize, value: teamSizeText(event) },
      { label: label.dates, value: datesText(datesOf(event)) },
    ],
  };
  return {
    art: `src/assets/events/${event.img}-640.jpg`,
    kicker: KICKER,
    title: event.name,
    ...words,
    alt: previewAlt(`${event.name} at ${SITE}`, words),
  };
}

function eventHead(event: FestEvent): PageHeadDeclaration<RouteName> {
  const structuredData = eventStructuredData(event, eventDescription(event));
  return {
    route: 'eventPage',
    path: eventPath(event.id),
    aliases: Object.entries(eventIdAliases)
      .filter(([, id]) => id === event.id)
      .map(([alias]) => eventPath(alias)),
    title: `${event.name} | ${SITE}`,
    description: eventDescription(event),
    preview: eventPreview(event),
    ...(structuredData && { structuredData }),
  };
}

// What the listing shows: every event but the unlisted ones, which have pages of their own only.
const listed = events.filter((event) => event.group !== 'unlisted');
// "Up to" is the top prize of every event with a page, listed or not: an unlisted event may offer the most.
const topPrize = rupees(Math.max(...events.map((event) => event.prize ?? 0)));
const festText = datesText(festDates);

/** A picture of the listing's art with its own words, and an alt made from them. */
function programmePreview(title: string, lines: PreviewDrawing['lines']): PreviewDrawing {
  return {
    art: 'src/assets/events/default-640.jpg',
    kicker: KICKER,
    title,
    lines,
    alt: previewAlt(title.includes(SITE) ? title : `${title} at ${SITE}`, { lines }),
  };
}

export const pageHeads: ReadonlyArray<PageHeadDeclaration<RouteName>> = [
  {
    route: 'listing',
    path: '/great-step/events',
    // The bare listing and its Competitions tab are one page (docs/PRODUCT.md#events-listing).
    aliases: ['/great-step/events/competitions'],
    title: `Competitions | Events | ${SITE}`,
    description: `The ${listed.length} events of ${SITE}, ${festText} at IIT Kharagpur, with prizes up to ${topPrize}: each with its rules, prize and team size, and its workshops and panel discussion.`,
    preview: programmePreview(`The events of ${SITE}`, [
      { label: label.events, value: 'Competitions, workshops, a panel discussion' },
      { label: label.prize, value: `Up to ${topPrize}` },
      { label: label.dates, value: festText },
    ]),
  },
  {
    route: 'workshops',
    path: '/great-step/events/workshops',
    title: `Workshops | Events | ${SITE}`,
    description: `Workshops of ${SITE}, ${festText} at IIT Kharagpur. ${workshopsIntro}`,
    preview: programmePreview('Workshops', [
      { label: label.sessions, value: `${workshops.length} hands-on workshops` },
      { label: label.openTo, value: 'Every registered participant' },
      { label: label.dates, value: festText },
    ]),
  },
  {
    route: 'panelDiscussion',
    path: '/great-step/events/panel-discussion',
    title: `Panel Discussion | Events | ${SITE}`,
    description: `The panel discussion of ${SITE}, ${festText} at IIT Kharagpur. ${panelDiscussionIntro}`,
    preview: programmePreview('Panel Discussion', [
      { label: label.onStage, value: 'Industry, government and academia' },
      { label: label.dates, value: festText },
    ]),
  },
  ...events.map(eventHead),
];
