import { screen, within } from '@testing-library/react';
import { eventGroups } from '../../../content/events';
import { prizeText } from '../../../lib/event-facts';
import { eventsInGroup, findEventById } from '../../../lib/fest-events';
import { renderEvents } from '../../../testing/render-events';

// The groups, prizes and words are the events team's content (content/events.ts), read from there: a changed prize
// or paragraph passes these tests. Names and team sizes are the catalogue's rules.
const listed = eventGroups.flatMap(({ group }) => eventsInGroup(group));

function cardNamesIn(group: string): string[] {
  const section = screen.getByRole('region', { name: group });
  return within(section)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 4 }).textContent ?? '');
}

test('the events are grouped as their content says (docs/PRODUCT.md#events-listing), in the order of the catalogue', () => {
  renderEvents('/great-step/events');
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
    eventGroups.map(({ title }) => title),
  );
  for (const { group, title } of eventGroups) {
    expect(cardNamesIn(title)).toEqual(eventsInGroup(group).map((event) => event.name));
  }
  // Every event has a card but the unlisted ones, which have pages of their own only.
  expect(screen.getAllByRole('article')).toHaveLength(listed.length);
  for (const event of eventsInGroup('unlisted')) {
    expect(screen.queryByRole('article', { name: event.name })).not.toBeInTheDocument();
  }
});

test('a card shows the image, prize and team size, and links to the event page', () => {
  renderEvents('/great-step/events/competitions');
  const card = screen.getByRole('article', { name: 'Geobotics' });
  const image = within(card).getByRole('img');
  expect(image).toHaveAccessibleName('A robot exploring a mine');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(card).toHaveTextContent(prizeText(findEventById('Geobotics')!));
  expect(card).toHaveTextContent('Teams of up to 4');
  expect(within(card).getByRole('link', { name: 'Open Geobotics' })).toHaveAttribute(
    'href',
    '/great-step/events/competitions/Geobotics',
  );
});

test.each([
  ['MS', 'Mine Shot', 'Individual'],
  ['gth', 'Guess The Theme', 'Individual'],
  ['Safety_Hunt', 'Safety Hunt', 'Teams of up to 3'],
  // Quizomania registers one person, and its card once said "To be announced".
  ['quiz', 'Quizomania', 'Individual'],
])('%s: %s, %s, and its prize', (id, name, size) => {
  renderEvents('/great-step/events/competitions');
  const card = screen.getByRole('article', { name });
  expect(card).toHaveTextContent(size);
  expect(card).toHaveTextContent(prizeText(findEventById(id)!));
});

test('live events are marked Live, the others are not', () => {
  renderEvents('/great-step/events/competitions');
  for (const event of listed) {
    const badge = within(screen.getByRole('article', { name: event.name })).queryByText('Live');
    if (event.live) expect(badge).toBeInTheDocument();
    else expect(badge).not.toBeInTheDocument();
  }
  expect(listed.filter((event) => event.live).length).toBeGreaterThan(0);
});

test("'know more' shows the event's description, and hides it again", async () => {
  const { user } = renderEvents('/great-step/events/competitions');
  const card = screen.getByRole('article', { name: 'Mineac' });
  const description = within(card).getByText(findEventById('Mineac')!.info[0] ?? 'its description');
  expect(description).not.toBeVisible();
  await user.click(within(card).getByRole('button', { name: 'know more about Mineac' }));
  expect(description).toBeVisible();
  expect(within(card).getByRole('button', { name: 'know less about Mineac' })).toHaveAttribute('aria-expanded', 'true');
  await user.click(within(card).getByRole('button', { name: 'know less about Mineac' }));
  expect(description).not.toBeVisible();
});

test("a card's link opens the event page", async () => {
  const { user } = renderEvents('/great-step/events/competitions');
  await user.click(screen.getByRole('link', { name: 'Open Quiz Spiel' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Quiz Spiel' })).toBeInTheDocument();
});

test("the listing's first picture, its largest paint on a phone, loads at once; the others wait to scroll near", () => {
  renderEvents('/great-step/events/competitions');
  const [first, ...others] = screen.getAllByRole('article').map((card) => within(card).getByRole('img'));
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(others.map((image) => image.getAttribute('loading'))).toEqual(others.map(() => 'lazy'));
});
