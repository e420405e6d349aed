import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SocietyPage } from '../society-page';

// The page's body is a lazily loaded chunk: let it arrive inside act, as the browser would.
async function renderPage() {
  await act(async () => {
    render(<SocietyPage />);
  });
}

test('says what the society is and lists its noted events (docs/PRODUCT.md#society-page)', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'TMES' })).toBeInTheDocument();
  expect(screen.getByText('Technology Mining Engineering Society')).toBeInTheDocument();
  const events = screen.getByRole('region', { name: 'What we do' });
  expect(
    within(events)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual([
    'Freshers introduction',
    'TMES on the web',
    'Teacher day celebration',
    'Annual departmental picnic',
    'Mine visits',
    'Final-year farewell',
  ]);
  const link = within(events).getByRole('link', { name: /Visit the TMES website/ });
  expect(link).toHaveAttribute('href', 'https://www.tmesiitkgp.in');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAccessibleName(/opens in a new tab/);
});

test('the gallery has five photos, each a button that opens a larger view', async () => {
  const user = userEvent.setup();
  await renderPage();
  const gallery = screen.getByRole('region', { name: 'Gallery' });
  const photos = within(gallery).getAllByRole('button');
  expect(photos).toHaveLength(5);
  await user.click(photos[1]!);
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveAccessibleName(/photo 2 of 5/);
  expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Illustration: bunting over the picnic ground');
});

test('the larger view works with the keyboard alone: arrows, a Tab that stays inside, Escape, focus back', async () => {
  const user = userEvent.setup();
  await renderPage();
  const photos = within(screen.getByRole('region', { name: 'Gallery' })).getAllByRole('button');
  photos[2]!.focus();
  await user.keyboard('{Enter}');

  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(dialog).toHaveAccessibleName(/photo 4 of 5/);
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(dialog).toHaveAccessibleName(/photo 2 of 5/);

  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(within(dialog).getByRole('button', { name: 'Next photo' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(photos[2]).toHaveFocus();
});

test('the Close button closes the larger view and returns focus to its photo', async () => {
  const user = userEvent.setup();
  await renderPage();
  const photos = within(screen.getByRole('region', { name: 'Gallery' })).getAllByRole('button');
  await user.click(photos[4]!);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(photos[4]).toHaveFocus();
});
