import { render, screen } from '@testing-library/react';
import { EventImage } from '../event-image';

test('an event image is lazy-loaded, with its alt text', () => {
  render(<EventImage name="mine-shot" />);
  const image = screen.getByRole('img', { name: 'A camera pointed at a mine' });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('fetchpriority', 'auto');
});

test('the image a page opens with loads at once, before the other files', () => {
  render(<EventImage name="mine-shot" eager />);
  expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
});

test('an event without artwork of its own gets the default', () => {
  render(<EventImage name="no-such-image" />);
  expect(screen.getByRole('img', { name: 'A mine wagon on its rails' })).toBeInTheDocument();
});
