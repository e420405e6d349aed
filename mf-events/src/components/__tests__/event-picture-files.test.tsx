import { render } from '@testing-library/react';
import { EventImage } from '../event-image';
import { preloadEventPicture } from '../event-picture-files';

afterEach(() => {
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
});

test('a preloaded picture offers the browser the same AVIF files and sizes as the picture it renders later', () => {
  preloadEventPicture('geobotics', '100vw');
  const links = [...document.head.querySelectorAll('link[rel=preload]')];
  expect(links).toHaveLength(1);
  const [link] = links;
  expect(link).toHaveAttribute('as', 'image');
  expect(link).toHaveAttribute('type', 'image/avif');
  expect(link).toHaveAttribute('fetchpriority', 'high');

  const { container } = render(<EventImage name="geobotics" sizes="100vw" eager />);
  const avif = container.querySelector('source[type="image/avif"]');
  expect(link?.getAttribute('imagesrcset')).toMatch(/^\S+ 320w, \S+ 640w$/);
  expect(link?.getAttribute('imagesrcset')).toBe(avif?.getAttribute('srcset'));
  expect(link?.getAttribute('imagesizes')).toBe(avif?.getAttribute('sizes'));
});
