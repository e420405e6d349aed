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

test('the picture comes in AVIF and WebP at two widths, with a JPEG for browsers without either', () => {
  const { container } = render(<EventImage name="mine-shot" sizes="100vw" />);
  const sources = [...container.querySelectorAll('picture > source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  for (const source of sources) {
    expect(source.getAttribute('srcset')).toMatch(/^\S+ 320w, \S+ 640w$/);
    expect(source).toHaveAttribute('sizes', '100vw');
  }
  expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/\S/));
});
