import { DeclaredRoutes, lazyPage, LoadingState } from '@greatstep/shared/react';
import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { preloadEventPicture } from '../components/event-picture-files';
import { panelDiscussionIntro, panelDiscussions } from '../content/panel-discussion';
import { workshops, workshopsIntro } from '../content/workshops';
import { CompetitionsTab } from '../features/events-listing/competitions-tab';
import { EventsPage } from '../features/events-listing/events-page';
import { ProgrammeTab } from '../features/events-listing/programme-tab';
import { openingPicture } from './opening-picture';
import { routes, type RouteName } from './route-paths';

// Event pages load apart from the listing. Opened directly, an event page's chunk starts with this module rather than
// a render later (docs/PERFORMANCE.md#code-per-page). A page's chunk is named after its route(s) (`route-<name>`, or
// `route-<name>-<name>` for one chunk of two routes): the build lists each route's files in routes.json by that name,
// so the shell can fetch them beside the remote's entry (federation/publish-routes.js).
const EventRoute = lazyPage(
  () => import(/* webpackChunkName: "route-eventPage" */ './event-route'),
  (module) => module.EventRoute,
  <LoadingState label="Loading the event…" />,
);
// The picture the page opens with starts downloading as this module runs too, beside the page's code, rather than once
// React has rendered the page (docs/PERFORMANCE.md#pictures).
if (typeof window !== 'undefined') {
  const { pathname } = window.location;
  if (matchPath(routes.eventPage.path, pathname)) EventRoute.preload().catch(() => undefined);
  const opening = openingPicture(pathname);
  if (opening) preloadEventPicture(opening.name, opening.sizes);
}

// The mailed team links' pages bring the API client; they load apart too, both from one chunk.
const loadTeamLinkPage = () =>
  import(/* webpackChunkName: "route-leaveTeam-rejoinTeam" */ '../features/team-link/team-link-page');
const LeaveTeamPage = lazyPage(loadTeamLinkPage, (module) => () => <module.TeamLinkPage action="leave" />);
const RejoinTeamPage = lazyPage(loadTeamLinkPage, (module) => () => <module.TeamLinkPage action="join" />);

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
  eventPage: <EventRoute />,
  leaveTeam: <LeaveTeamPage />,
  rejoinTeam: <RejoinTeamPage />,
};

/** The exposed `./routes` module. */
export default function EventsRoutes() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
