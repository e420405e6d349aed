import { LoadingState, DeclaredRoutes } from '@greatstep/shared/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { panelDiscussionIntro, panelDiscussions } from '../content/panel-discussion';
import { workshops, workshopsIntro } from '../content/workshops';
import { CompetitionsTab } from '../features/events-listing/competitions-tab';
import { EventsPage } from '../features/events-listing/events-page';
import { ProgrammeTab } from '../features/events-listing/programme-tab';
import { routes, type RouteName } from './route-paths';

// Event pages bring the API client and the validation library; the listing needs neither, so they load apart.
const EventRoute = lazy(() => import('./event-route').then((module) => ({ default: module.EventRoute })));

// The mailed team links' pages bring the API client; they load apart too.
const TeamLinkPage = lazy(() =>
  import('../features/team-link/team-link-page').then((module) => ({ default: module.TeamLinkPage })),
);

const competitions = (
  <EventsPage>
    <CompetitionsTab />
  </EventsPage>
);

const pages: Record<RouteName, ReactElement> = {
  // The bare path selects Competitions (docs/PRODUCT.md#events-listing).
  listing: competitions,
  competitions,
  workshops: (
    <EventsPage>
      <ProgrammeTab title="Workshops" intro={workshopsIntro} sessions={workshops} />
    </EventsPage>
  ),
  panelDiscussion: (
    <EventsPage>
      <ProgrammeTab title="Panel Discussion" intro={panelDiscussionIntro} sessions={panelDiscussions} />
    </EventsPage>
  ),
  eventPage: (
    <Suspense fallback={<LoadingState label="Loading the event…" />}>
      <EventRoute />
    </Suspense>
  ),
  leaveTeam: (
    <Suspense fallback={<LoadingState label="Loading the page…" />}>
      <TeamLinkPage action="leave" />
    </Suspense>
  ),
  rejoinTeam: (
    <Suspense fallback={<LoadingState label="Loading the page…" />}>
      <TeamLinkPage action="join" />
    </Suspense>
  ),
};

/** The exposed `./routes` module. */
export default function EventsRoutes() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
