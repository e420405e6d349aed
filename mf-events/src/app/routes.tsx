import { Route, Routes } from 'react-router-dom';
import { panelDiscussionIntro, panelDiscussions } from '../content/panel-discussion';
import { workshops, workshopsIntro } from '../content/workshops';
import { CompetitionsTab } from '../features/events-listing/competitions-tab';
import { EventsPage } from '../features/events-listing/events-page';
import { ProgrammeTab } from '../features/events-listing/programme-tab';
import { EventRoute } from './event-route';

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
      <Route path="/great-step/events/competitions/:eventId" element={<EventRoute />} />
    </Routes>
  );
}
