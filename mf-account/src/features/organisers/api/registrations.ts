import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { AccountRow, RegistrationsQuery } from '@greatstep/shared/organisers';

export interface RegistrationsPage {
  registrations: AccountRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /organisers/registrations: one page of the accounts that match, searched and sorted by the server. */
export const getRegistrations = (query: RegistrationsQuery, signal?: AbortSignal): Promise<RegistrationsPage> =>
  call<RegistrationsPage>(
    { url: '/organisers/registrations', params: query, signal },
    { networkMessage: messages.serverNotReachable },
  );
