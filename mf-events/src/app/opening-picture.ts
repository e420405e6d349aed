import { matchPath } from 'react-router-dom';
import { pictureSizes } from '../components/event-picture-files';
import { firstListedEvent } from '../features/events-listing/first-listed-event';
import { findEventById } from '../lib/fest-events';
import { routes } from './route-paths';

/** A picture a page opens with: the event's `img` and how wide the page shows it. */
export interface OpeningPicture {
  name: string;
  sizes: string;
}

/**
 * The picture a path of this remote opens with, its largest paint on a phone: an event page's artwork, or the
 * listing's first card on the Competitions tab. None for the other tabs, the team links and unknown events.
 */
export function openingPicture(pathname: string): OpeningPicture | undefined {
  const eventPage = matchPath(routes.eventPage.path, pathname);
  if (eventPage) {
    const event = findEventById(eventPage.params.eventId ?? '');
    return event && { name: event.img, sizes: pictureSizes.page };
  }
  if (matchPath(routes.listing.path, pathname) || matchPath(routes.competitions.path, pathname)) {
    const first = firstListedEvent();
    return first && { name: first.img, sizes: pictureSizes.card };
  }
  return undefined;
}
