import { screen, within } from '@testing-library/react';
import documents from '../../content/event-documents.json';
import { howToTakePart } from '../../content/how-to-take-part';
import { panelDiscussions } from '../../content/panel-discussion';
import { workshops } from '../../content/workshops';
import { prizeText } from '../../lib/event-facts';
import { findEventById } from '../../lib/fest-events';
import { renderEvents } from '../../testing/render-events';

// What the events team edits (content/) is read from there, so a changed prize or wording passes these tests.

test.each([
  ['/great-step/events', 'Competitions'],
  ['/great-step/events/competitions', 'Competitions'],
  ['/great-step/events/workshops', 'Workshops'],
  ['/great-step/events/panel-discussion', 'Panel Discussion'],
])('%s shows the Events page with the %s tab selected and its panel', (path, tab) => {
  renderEvents(path);
  expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  const selected = screen.getAllByRole('tab', { selected: true });
  expect(selected.map((element) => element.textContent)).toEqual([tab]);
  expect(selected[0]).toHaveAttribute('tabindex', '0');
  const panel = screen.getByRole('tabpanel', { name: tab });
  expect(within(panel).getByRole('heading', { level: 2, name: tab })).toBeInTheDocument();
});

test('arrow keys, Home and End move between the tabs and change the address', async () => {
  const { user } = renderEvents('/great-step/events');
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Competitions' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Workshops' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Workshops' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { level: 2, name: 'Workshops' })).toBeInTheDocument();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Panel Discussion' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Competitions' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}{Home}');
  expect(screen.getByRole('tab', { name: 'Competitions' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { level: 2, name: 'Competitions' })).toBeInTheDocument();
});

test('clicking a tab selects it', async () => {
  const { user } = renderEvents('/great-step/events');
  await user.click(screen.getByRole('tab', { name: 'Panel Discussion' }));
  expect(screen.getByRole('tab', { name: 'Panel Discussion' })).toHaveAttribute('aria-selected', 'true');
  for (const session of panelDiscussions) {
    expect(screen.getByRole('heading', { level: 3, name: session.title })).toBeInTheDocument();
  }
});

test.each([
  ['/great-step/events/workshops', workshops],
  ['/great-step/events/panel-discussion', panelDiscussions],
])('%s shows what, when and who of each session', (path, sessions) => {
  renderEvents(path);
  for (const session of sessions) {
    const article = screen.getByRole('article', { name: session.title });
    for (const part of ['What', 'When and where', 'Who']) {
      expect(within(article).getByRole('heading', { level: 4, name: part })).toBeInTheDocument();
    }
    expect(article).toHaveTextContent(`${session.when}, ${session.where}`);
  }
});

// Every event id, with both spellings of Mine-A-Thon (docs/CONTENT.md#event-ids-and-registration-keys).
test.each([
  ['Safety_DA', 'Mine Safety and Geo-Data Analytics'],
  ['Petro_CS', 'Petro Case Study'],
  ['Enviro_CS', 'Enviro Case Study'],
  ['Mine_CS', 'National Mining Innovation Challenge'],
  ['Safety_Hunt', 'Safety Hunt'],
  ['Geobotics', 'Geobotics'],
  ['Indu_Design', 'Industrial Design'],
  ['Nmic', 'Rock - Resilience'],
  ['Mineac', 'Mineac'],
  ['QS', 'Quiz Spiel'],
  ['MS', 'Mine Shot'],
  ['gth', 'Guess The Theme'],
  ['quiz', 'Quizomania'],
  ['Pitch_Perfect', 'Pitch Perfect'],
  ['code_ext', 'CODE-X-TRACTION'],
  ['Mine-A-Thon', 'Mine-A-Thon'],
  ['Mine_A_Thon', 'Mine-A-Thon'],
])('/great-step/events/competitions/%s is the page of %s, with its artwork and Back', async (id, name) => {
  renderEvents(`/great-step/events/competitions/${id}`);
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(screen.getByRole('img')).toHaveAccessibleName(/\w+/);
  // A link, so that it leads somewhere in the page's HTML too, before or without the scripts.
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/great-step/events/competitions');
});

// A path in another letter case is the same page, as the server answers it (docs/DECISIONS.md#a-path-in-another-case-is-the-same-page):
// the server's page and the router's must agree, or the page would turn into the 404 page as the scripts take over.
test.each([
  ['/great-step/events/competitions/geobotics', 'Geobotics'],
  ['/GREAT-STEP/Events/competitions/qs', 'Quiz Spiel'],
  ['/great-step/events/competitions/mine-a-thon/', 'Mine-A-Thon'],
])('%s in another letter case is the page of %s', async (path, name) => {
  renderEvents(path);
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
});

test.each(['no-such-event', 'mine_shot', 'Quiz_Spiel'])('%s is not an event: the 404 page', async (id) => {
  renderEvents(`/great-step/events/competitions/${id}`);
  expect(await screen.findByRole('heading', { level: 1, name: '404 Error' })).toBeInTheDocument();
  expect(screen.getByText("This Page Doesn't Exist")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
});

test('CODE-X-TRACTION is coming soon, without registration', async () => {
  renderEvents('/great-step/events/competitions/code_ext');
  expect(await screen.findByText('Coming soon.')).toBeInTheDocument();
  expect(screen.queryByText('Register')).not.toBeInTheDocument();
});

// The event's page once left out the prize and team size that its card shows. The prize's wording is
// event-facts.test.ts's; the team size is the catalogue's rule.
test.each([
  ['Geobotics', 'Teams of up to 4'],
  ['MS', 'Individual'],
  ['Pitch_Perfect', 'Teams of up to 3'],
  ['quiz', 'Individual'],
])('the %s page shows its prize and its team size, %s', async (id, size) => {
  renderEvents(`/great-step/events/competitions/${id}`);
  await screen.findByRole('heading', { level: 1 });
  const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
  expect(facts).toEqual([prizeText(findEventById(id)!), size]);
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Prize', 'Team size']);
});

test('Mine Shot says how to submit a photograph', async () => {
  renderEvents('/great-step/events/competitions/MS');
  const section = await screen.findByRole('region', { name: 'How to submit' });
  expect(section).toHaveTextContent(howToTakePart.MS ?? 'how to take part in Mine Shot');
  expect(section).toHaveTextContent(/greatstept@gmail\.com/);
});

test('an unlisted event has the static detail page: its info as bullets, no registration', async () => {
  renderEvents('/great-step/events/competitions/Pitch_Perfect');
  expect(await screen.findByRole('listitem')).toHaveTextContent(findEventById('Pitch_Perfect')!.info[0] ?? 'its info');
  expect(screen.queryByText('Register')).not.toBeInTheDocument();
});

const ownDocuments: Readonly<Record<string, { name: string; problemStatement?: string[] }>> = documents.events;

// Problem statements come and go with the documents (event-documents.json): each page follows its own.
test.each(['Safety_DA', 'Geobotics', 'Mineac', 'MS'])(
  '%s links its rules, and its problem statement where it has one, each opening in a new tab',
  async (id) => {
    const hasProblemStatement = ownDocuments[id]?.problemStatement !== undefined;
    renderEvents(`/great-step/events/competitions/${id}`);
    const rules = await screen.findByRole('link', { name: 'Rules (opens in a new tab)' });
    expect(rules).toHaveAttribute('href', `docs/${id}-rules.html`);
    expect(rules).toHaveAttribute('target', '_blank');
    expect(rules).toHaveAttribute('rel', 'noopener noreferrer');
    const problem = screen.queryByRole('link', { name: 'Problem Statement (opens in a new tab)' });
    if (hasProblemStatement) expect(problem).toHaveAttribute('href', `docs/${id}-problem-statement.html`);
    else expect(problem).not.toBeInTheDocument();
  },
);

test('an event without documents has no Rules link', async () => {
  renderEvents('/great-step/events/competitions/code_ext');
  await screen.findByRole('heading', { level: 1, name: 'CODE-X-TRACTION' });
  expect(screen.queryByRole('link', { name: /Rules/ })).not.toBeInTheDocument();
});
