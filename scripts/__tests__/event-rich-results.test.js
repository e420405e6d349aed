// Every page the remotes publish, its JSON-LD read from the head the server writes, and each Event in it judged by the
// rules of Google's Event rich results (api/src/testing/event-rich-result.ts; docs/TESTING.md#what-a-search-engine-reads).
const path = require('node:path');
const { publishedPages } = require('../../federation/publish-pages');
const { pageHeadHtml } = require('../../api/src/site/page-head');
const { eventProblems } = require('../../api/src/testing/event-rich-result');

const root = path.join(__dirname, '..', '..');
const SITE = 'https://greatstep.example.org';
const competition = (id) => `${SITE}/great-step/events/competitions/${id}`;

/** The JSON-LD of each published page, as a search engine reads it in the served head: canonical address → data. */
async function servedStructuredData() {
  const byUrl = new Map();
  for (const remote of ['mf-marketing', 'mf-events', 'mf-account']) {
    const { json } = await publishedPages(path.join(root, remote));
    for (const page of json.pages) {
      const url = `${SITE}${page.path}`;
      const head = pageHeadHtml(page, { url, image: `${SITE}/remotes/${remote}/${page.image.src}` });
      const data = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, text]) =>
        JSON.parse(text),
      );
      byUrl.set(url, data);
    }
  }
  return byUrl;
}

let served;
beforeAll(async () => {
  served = await servedStructuredData();
});

const eventAt = (url) => served.get(url).find((data) => data['@type'] === 'Event');

test('every Event the site publishes is complete by the rules of Google Event results', () => {
  const events = [...served].flatMap(([url, data]) =>
    data.filter((item) => item['@type'] === 'Event').map((event) => [url, event]),
  );
  // Sixteen events in the catalogue, one of them still to be announced.
  expect(events).toHaveLength(15);
  for (const [url, event] of events) expect({ url, problems: eventProblems(event) }).toEqual({ url, problems: [] });
});

test('each event gives its times in India, the fee of the fest as its offer, and the page as where to buy it', () => {
  for (const [url, data] of served) {
    for (const event of data.filter((item) => item['@type'] === 'Event')) {
      expect(event.startDate).toMatch(/T\d\d:\d\d:\d\d\+05:30$/);
      expect(event.endDate).toMatch(/T\d\d:\d\d:\d\d\+05:30$/);
      expect(event.offers).toMatchObject({ price: 900, priceCurrency: 'INR', url });
    }
  }
  expect(eventAt(competition('Geobotics'))).toMatchObject({
    startDate: '2025-03-28T09:00:00+05:30',
    endDate: '2025-03-30T18:00:00+05:30',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', address: { postalCode: '721302' } },
  });
  // Quiz Spiel runs before the fest: one round a day, 3rd to 7th March (docs/PRODUCT.md#mine-shot-and-quizomania).
  expect(eventAt(competition('QS'))).toMatchObject({
    startDate: expect.stringMatching(/^2025-03-03T/),
    endDate: expect.stringMatching(/^2025-03-07T/),
  });
});

test('online events are held at their page, events with an online round and a campus round at both', () => {
  for (const id of ['QS', 'MS', 'gth', 'quiz']) {
    expect({ id, ...eventAt(competition(id)) }).toMatchObject({
      id,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: competition(id) },
    });
  }
  for (const id of ['Safety_DA', 'Petro_CS', 'Mine_CS']) {
    const event = eventAt(competition(id));
    expect({ id, mode: event.eventAttendanceMode }).toEqual({
      id,
      mode: 'https://schema.org/MixedEventAttendanceMode',
    });
    expect(event.location).toEqual([
      { '@type': 'VirtualLocation', url: competition(id) },
      expect.objectContaining({ '@type': 'Place', name: 'IIT Kharagpur' }),
    ]);
  }
});

test('an event still to be announced claims no schedule: its page carries no Event', () => {
  // CODE-X-TRACTION says "Coming soon" on its page; Google reads an Event without a date as invalid, and a date or
  // EventScheduled would be untrue.
  expect(served.get(competition('code_ext'))).toEqual([]);
  expect(JSON.stringify([...served.values()])).not.toMatch(/code_ext[^"]*"[^}]*EventScheduled/);
});

test('the rules refuse what the pages used to say: dates without times, no offer, an online event on campus', () => {
  const before = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Quiz Spiel',
    description: 'An online quiz.',
    url: competition('QS'),
    image: `${SITE}/remotes/events/previews/qs.jpg`,
    startDate: '2025-03-03',
    endDate: '2025-03-07',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: competition('QS') },
    organizer: { '@type': 'Organization', name: 'TMES', url: 'https://www.tmesiitkgp.in' },
  };
  const problems = eventProblems(before).join('\n');
  expect(problems).toMatch(/^startDate /m);
  expect(problems).toMatch(/^endDate /m);
  expect(problems).toMatch(/^offers /m);
  expect(problems).toMatch(/^eventAttendanceMode is .*OfflineEventAttendanceMode, but its locations make it .*Online/m);
  const withBareOffer = eventProblems({ ...before, offers: { '@type': 'Offer', price: 900, priceCurrency: 'INR' } });
  expect(withBareOffer.join('\n')).toMatch(/^offers\.availability /m);
  expect(withBareOffer.join('\n')).toMatch(/^offers\.validFrom /m);
});
