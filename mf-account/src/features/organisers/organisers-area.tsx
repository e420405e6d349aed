import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@greatstep/shared/react';
import { EventTeamsPage } from './event-teams-page';
import { OverviewPage } from './overview-page';
import { RegistrationsPage } from './registrations-page';
import { RequireOrganiser } from './require-organiser';

/**
 * Everything under /organisers, one chunk loaded apart: the remote publishes the area as one path, so a visitor's
 * pages carry one route and one lazy stub for it (docs/PERFORMANCE.md#code-per-page).
 */
export function OrganisersArea() {
  return (
    <RequireOrganiser>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="registrations" element={<RegistrationsPage />} />
        <Route path="teams/:event" element={<EventTeamsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RequireOrganiser>
  );
}
