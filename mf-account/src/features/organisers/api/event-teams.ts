import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { EventTeams } from '@greatstep/shared/organisers';

/** GET /organisers/events/{event}/teams: every team of one event, with the contacts of its people. */
export const getEventTeams = (event: string, signal?: AbortSignal): Promise<EventTeams> =>
  call<EventTeams>(
    { url: `/organisers/events/${encodeURIComponent(event)}/teams`, signal },
    { networkMessage: messages.serverNotReachable },
  );
