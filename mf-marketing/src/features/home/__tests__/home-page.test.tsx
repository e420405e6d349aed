import { act, render, screen, within } from '@testing-library/react';
import { installIntersectionObserver } from '../../../testing/intersection-observer';
import { promo } from '../../../content/home';
import { HomePage } from '../home-page';

let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  observer = installIntersectionObserver();
});
afterEach(() => observer.uninstall());

test('the header presents the fest: partners, the society, the title and its dates', async () => {
  // The lazily loaded sections finish loading inside act, as a visitor's browser would finish them.
  await act(async () => {
    render(<HomePage />);
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  const partners = screen.getByRole('list', { name: 'Partners' });
  expect(within(partners).getAllByRole('img')).toHaveLength(2);
  expect(screen.getByText('Technology Mining Engineering Society')).toBeInTheDocument();
  expect(screen.getByText('Presents')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: "GREAT-STEP'25" })).toBeInTheDocument();
  expect(screen.getByText('28th – 30th March 2025')).toBeInTheDocument();
  // Thirteen editions since 2008, not one a year: the text must not call it yearly and then count fourteen.
  expect(screen.getByText(/Thirteen editions since the first in 2008 .* this is the fourteenth\./)).toBeInTheDocument();
  expect(screen.queryByText(/yearly/)).not.toBeInTheDocument();
  expect(screen.getByText(/Over three days in March/)).toBeInTheDocument();
});

test('the carousel follows once its chunk arrives; the sponsors are there at once, the clip once the visitor comes near', async () => {
  render(<HomePage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Our Sponsors' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'GreatStep in motion' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Moments from past editions' })).toBeInTheDocument();
  // Media wait: no video (nor its poster) until the visitor scrolls near it.
  expect(screen.queryByLabelText(promo.label)).not.toBeInTheDocument();
  observer.scrollNear();
  expect(await screen.findByLabelText(promo.label)).toBeInTheDocument();
});
