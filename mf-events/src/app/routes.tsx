import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { panelDiscussionIntro, panelDiscussions } from '../content/panel-discussion';
import { workshops, workshopsIntro } from '../content/workshops';
import { CompetitionsTab } from '../features/events-listing/competitions-tab';
import { EventsPage } from '../features/events-listing/events-page';
import { ProgrammeTab } from '../features/events-listing/programme-tab';

// Event pages bring the API client and the validation library; the listing needs neither, so they load apart.
const EventRoute = lazy(() => import('./event-route').then((module) => ({ default: module.EventRoute })));

/**
 * The exposed `./routes` module. Paths are absolute: the shell renders this under its root splat route, where a
 * descendant <Routes> sees the full pathname.
 */
export default function EventsRoutes() {
  return (
    <Routes>
      <Route path="/great-step/events" element={<EventsPage />}>
        {/* SPEC §2: the bare path selects Competitions. */}
        <Route index element={<CompetitionsTab />} />
        <Route path="competitions" element={<CompetitionsTab />} />
        <Route
          path="workshops"
          element={<ProgrammeTab title="Workshops" intro={workshopsIntro} sessions={workshops} />}
        />
        <Route
          path="panel-discussion"
          element={<ProgrammeTab title="Panel Discussion" intro={panelDiscussionIntro} sessions={panelDiscussions} />}
        />
      </Route>
      <Route
        path="/great-step/events/competitions/:eventId"
        element={
          <Suspense fallback={<LoadingState label="Loading the event…" />}>
            <EventRoute />
          </Suspense>
        }
      />
    </Routes>
  );
}
