import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AboutUsPage } from '../about-us-page';

// The page's body is a lazily loaded chunk: let it arrive inside act, as the browser would.
async function renderPage() {
  await act(async () => {
    render(<AboutUsPage />);
  });
}

test('presents the office bearers of docs/PRODUCT.md#about-us, each with a photo', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  for (const role of ['Head of Department', 'President', 'Vice President', 'Treasurer', 'General Secretaries']) {
    const group = screen.getByRole('region', { name: role });
    const people = within(group).getAllByRole('article');
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) expect(within(person).getByRole('img')).toHaveAccessibleName(/^Sample photo of /);
  }
  expect(within(screen.getByRole('region', { name: 'General Secretaries' })).getAllByRole('article')).toHaveLength(2);
});

test('the people are clearly samples', async () => {
  await renderPage();
  expect(screen.getByText(/samples, to be replaced with the real team/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Riya Sample' })).toBeInTheDocument();
});

test('social links open in a new tab and say whose profile, where, and that it opens a new tab', async () => {
  await renderPage();
  const link = screen.getByRole('link', { name: 'Riya Sample on Facebook (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  for (const each of screen.getAllByRole('link')) {
    expect(each).toHaveAttribute('target', '_blank');
    expect(each).toHaveAccessibleName(/ on (Facebook|Instagram|Twitter|LinkedIn) \(opens in a new tab\)$/);
  }
  // Links are optional: the Head of Department has none.
  const head = screen.getByRole('region', { name: 'Head of Department' });
  expect(within(head).queryByRole('link')).not.toBeInTheDocument();
});

const TAB_NAMES = ['Web Heads', 'Sponsorship Heads', 'Event Heads', 'Publicity Heads', 'Design Heads'];

test("'Core Team Heads' are five tabs; the first is selected and shows its panel", async () => {
  await renderPage();
  const tablist = screen.getByRole('tablist', { name: 'Core Team Heads' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Web Heads' });
  expect(within(panel).getByRole('heading', { name: 'Dev Sample' })).toBeInTheDocument();
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
});

test('the tabs follow the ARIA pattern: one tab stop, arrow keys, Home and End', async () => {
  const user = userEvent.setup();
  await renderPage();
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(tab('Web Heads')).toHaveAttribute('tabindex', '0');
  expect(tab('Event Heads')).toHaveAttribute('tabindex', '-1');

  tab('Web Heads').focus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Sponsorship Heads')).toHaveFocus();
  expect(tab('Sponsorship Heads')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Sponsorship Heads' })).toBeInTheDocument();

  await user.keyboard('{End}');
  expect(tab('Design Heads')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Web Heads')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('Design Heads')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(tab('Web Heads')).toHaveAttribute('aria-selected', 'true');

  // Tab leaves the tab list for the panel.
  await user.tab();
  expect(screen.getByRole('tabpanel', { name: 'Web Heads' })).toHaveFocus();
});

test('clicking a tab shows its people', async () => {
  const user = userEvent.setup();
  await renderPage();
  await user.click(screen.getByRole('tab', { name: 'Publicity Heads' }));
  const panel = screen.getByRole('tabpanel', { name: 'Publicity Heads' });
  // Headings in order for a screen reader's list of them: the section's, the team's, each person's.
  expect(within(panel).getByRole('heading', { level: 3, name: 'Publicity Heads' })).toBeInTheDocument();
  expect(within(panel).getByRole('heading', { level: 4, name: 'Vikram Sample' })).toBeInTheDocument();
  expect(within(panel).getAllByText('Publicity Head')).toHaveLength(2);
});
