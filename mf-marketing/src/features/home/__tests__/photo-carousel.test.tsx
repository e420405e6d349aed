import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearReducedMotion, setReducedMotion } from '../../../testing/reduced-motion';
import { PhotoCarousel } from '../photo-carousel';

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const position = () => screen.getByText(/^Photo \d+ of 10$/);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  clearReducedMotion();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<PhotoCarousel />);
  return user;
}

test('shows ten photos, each with its text alternative', () => {
  setup();
  const carousel = screen.getByRole('region', { name: 'Moments from past editions' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const photos = screen.getAllByRole('img', { hidden: true });
  expect(photos).toHaveLength(10);
  for (const photo of photos) expect(photo.getAttribute('alt')).toMatch(/^Illustration: /);
});

test('moves on to the next photo after 2 seconds (docs/PRODUCT.md#home)', () => {
  setup();
  expect(position()).toHaveTextContent('Photo 1 of 10');
  wait(1999);
  expect(position()).toHaveTextContent('Photo 1 of 10');
  wait(1);
  expect(position()).toHaveTextContent('Photo 2 of 10');
});

test('the pause control stops the slideshow and play starts it again', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  wait(6000);
  expect(position()).toHaveTextContent('Photo 1 of 10');
  await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
  wait(2000);
  expect(position()).toHaveTextContent('Photo 2 of 10');
});

// jsdom lays nothing out, so looping past the ends is left to the browser journeys (e2e/tests/marketing.spec.ts).
test('the next arrow shows the next photo', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  await user.click(screen.getByRole('button', { name: /Next photo/ }));
  expect(position()).toHaveTextContent('Photo 2 of 10');
});

test('the previous arrow goes back a photo', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  await user.click(screen.getByRole('button', { name: /Next photo/ }));
  wait(1000);
  await user.click(screen.getByRole('button', { name: /Previous photo/ }));
  expect(position()).toHaveTextContent('Photo 1 of 10');
});

test('does not play on its own for visitors who ask for reduced motion', async () => {
  setReducedMotion(true);
  const user = setup();
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  wait(6000);
  expect(position()).toHaveTextContent('Photo 1 of 10');
  // They can still choose to start it.
  await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
  wait(2000);
  expect(position()).toHaveTextContent('Photo 2 of 10');
});
