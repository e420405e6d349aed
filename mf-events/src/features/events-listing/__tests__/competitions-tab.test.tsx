import { screen, within } from '@testing-library/react';
import { renderEvents } from '../../../testing/render-events';

function cardNamesIn(group: string): string[] {
  const section = screen.getByRole('region', { name: group });
  return within(section)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 4 }).textContent ?? '');
}

test('the events are grouped as docs/PRODUCT.md#events-listing lists them', () => {
  renderEvents('/great-step/events');
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Tech Events 2025',
    'Oncampus Events 2025',
    'Online Events 2025',
    'Have Fun',
  ]);
  expect(cardNamesIn('Tech Events 2025')).toEqual(['Mine Safety and Geo-Data Analytics']);
  expect(cardNamesIn('Oncampus Events 2025')).toEqual([
    'Petro Case Study',
    'Enviro Case Study',
    'National Mining Innovation Challenge',
    'Safety Hunt',
    'Geobotics',
    'Industrial Design',
    'Rock - Resiliance',
    'Mineac',
  ]);
  expect(cardNamesIn('Online Events 2025')).toEqual(['Quiz Spiel', 'Mine Shot']);
  expect(cardNamesIn('Have Fun')).toEqual(['Guess The Theme', 'Quizomania']);
});

test('a card shows the image, prize and team size, and links to the event page', () => {
  renderEvents('/great-step/events/competitions');
  const card = screen.getByRole('article', { name: 'Geobotics' });
  const image = within(card).getByRole('img');
  expect(image).toHaveAccessibleName('A robot exploring a mine');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(card).toHaveTextContent('₹31,000 in prizes');
  expect(card).toHaveTextContent('Teams of up to 4');
  expect(within(card).getByRole('link', { name: 'Open Geobotics' })).toHaveAttribute(
    'href',
    '/great-step/events/competitions/Geobotics',
  );
});

test.each([
  ['Mine Shot', 'Individual', '₹6,000 in prizes'],
  ['Guess The Theme', 'Individual', 'Just for fun'],
  ['Safety Hunt', 'Teams of up to 3', '₹6,000 in prizes'],
  // Quizomania registers one person, and its card once said "To be announced".
  ['Quizomania', 'Individual', 'Just for fun'],
])('%s: %s, %s', (name, size, prize) => {
  renderEvents('/great-step/events/competitions');
  const card = screen.getByRole('article', { name });
  expect(card).toHaveTextContent(size);
  expect(card).toHaveTextContent(prize);
});

test('live events are marked Live, the others are not', () => {
  renderEvents('/great-step/events/competitions');
  expect(within(screen.getByRole('article', { name: 'Mine Shot' })).getByText('Live')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Quiz Spiel' })).queryByText('Live')).not.toBeInTheDocument();
});

test("'know more' shows the event's description, and hides it again", async () => {
  const { user } = renderEvents('/great-step/events/competitions');
  const card = screen.getByRole('article', { name: 'Mineac' });
  const description = within(card).getByText(/written elimination/);
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
