import { DeclaredRoutes } from '@greatstep/shared/react';
import type { ReactElement } from 'react';
import { EventPage } from '../features/event-page/event-page';
import { EventsPage } from '../features/events-listing/events-page';
import { EventsTab } from '../features/events-listing/events-tab';
import { routes, type RouteName } from './route-paths';

const pages: Record<RouteName, ReactElement> = {
  // SPEC §2: the bare path selects Competitions.
  listing: (
    <EventsPage>
      <EventsTab title="Competitions" />
    </EventsPage>
  ),
  competitions: (
    <EventsPage>
      <EventsTab title="Competitions" />
    </EventsPage>
  ),
  workshops: (
    <EventsPage>
      <EventsTab title="Workshops" />
    </EventsPage>
  ),
  panelDiscussion: (
    <EventsPage>
      <EventsTab title="Panel Discussion" />
    </EventsPage>
  ),
  eventPage: <EventPage />,
};

/** The exposed `./routes` module. */
export default function EventsRoutes() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
