import { Route, Routes } from 'react-router-dom';
import { EventPage } from '../features/event-page/event-page';
import { EventsPage } from '../features/events-listing/events-page';
import { EventsTab } from '../features/events-listing/events-tab';

/**
 * The exposed `./routes` module. Paths are absolute: the shell renders this under its root splat route, where a
 * descendant <Routes> sees the full pathname.
 */
export default function EventsRoutes() {
  return (
    <Routes>
      <Route path="/great-step/events" element={<EventsPage />}>
        {/* SPEC §2: the bare path selects Competitions. */}
        <Route index element={<EventsTab title="Competitions" />} />
        <Route path="competitions" element={<EventsTab title="Competitions" />} />
        <Route path="workshops" element={<EventsTab title="Workshops" />} />
        <Route path="panel-discussion" element={<EventsTab title="Panel Discussion" />} />
      </Route>
      <Route path="/great-step/events/competitions/:eventId" element={<EventPage />} />
    </Routes>
  );
}
