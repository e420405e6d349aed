import { screen } from '@testing-library/react';
import { artOf, pictureSizes } from '../../components/event-picture-files';
import { findEventById } from '../../lib/fest-events';
import { renderEvents } from '../../testing/render-events';
import { openingPicture } from '../opening-picture';

test('an event page opens with its own artwork, at the width the page shows it', () => {
  expect(openingPicture('/great-step/events/competitions/Geobotics')).toEqual({
    name: findEventById('Geobotics')?.img,
    sizes: pictureSizes.page,
  });
  // The other spelling of Mine-A-Thon's address is the same page.
  expect(openingPicture('/great-step/events/competitions/Mine-A-Thon')?.name).toBe(findEventById('Mine_A_Thon')?.img);
});

test.each(['/great-step/events', '/great-step/events/competitions'])(
  '%s opens with the picture the listing loads at once: its first card',
  (path) => {
    const opening = openingPicture(path);
    expect(opening?.sizes).toBe(pictureSizes.card);
    renderEvents(path);
    const eager = screen.getAllByRole('img').filter((image) => image.getAttribute('loading') === 'eager');
    expect(eager.map((image) => image.getAttribute('alt'))).toEqual([artOf(opening?.name ?? '')?.alt]);
  },
);

test.each([
  '/great-step/events/workshops',
  '/great-step/events/panel-discussion',
  '/great-step/events/competitions/no-such-event',
  '/great-step/events/team/join/example-token-from-the-mail',
  '/',
])('%s opens with no picture to fetch ahead', (path) => {
  expect(openingPicture(path)).toBeUndefined();
});
