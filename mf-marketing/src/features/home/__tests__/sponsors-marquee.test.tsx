import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearReducedMotion, setReducedMotion } from '../../../testing/reduced-motion';
import { marqueeDurationSeconds } from '../motion';
import { SponsorsMarquee } from '../sponsors-marquee';

afterEach(clearReducedMotion);

const sponsorNames = ['TerraDrill', 'OreCast', 'Shaftline', 'SafeHelm', 'RockWise', 'GreenPit', 'Survex', 'BlastCore'];

test("'Our Sponsors' names every sponsor's logo once, though the strip repeats them to loop", () => {
  render(<SponsorsMarquee />);
  expect(screen.getByRole('heading', { name: 'Our Sponsors' })).toBeInTheDocument();
  expect(screen.getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toEqual(sponsorNames);
});

test('a button stops the moving logos and starts them again', async () => {
  const user = userEvent.setup();
  render(<SponsorsMarquee />);
  await user.click(screen.getByRole('button', { name: 'Stop sponsor logos' }));
  expect(screen.getByRole('button', { name: 'Move sponsor logos' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Move sponsor logos' }));
  expect(screen.getByRole('button', { name: 'Stop sponsor logos' })).toBeInTheDocument();
});

test('visitors who ask for reduced motion get the logos still, with nothing to stop', () => {
  setReducedMotion(true);
  render(<SponsorsMarquee />);
  expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(sponsorNames.length);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('speed 50 (docs/PRODUCT.md#home): a strip 1000 px wide takes 20 s to pass', () => {
  expect(marqueeDurationSeconds(1000)).toBe(20);
});
