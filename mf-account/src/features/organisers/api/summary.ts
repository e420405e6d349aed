import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { OrganiserSummary } from '@greatstep/shared/organisers';

/** GET /organisers/summary (docs/API.md#organisers): the counts of the organisers' overview. */
export const getSummary = (signal?: AbortSignal): Promise<OrganiserSummary> =>
  call<OrganiserSummary>({ url: '/organisers/summary', signal }, { networkMessage: messages.serverNotReachable });
