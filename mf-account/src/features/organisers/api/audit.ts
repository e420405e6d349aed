import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { AuditRecord } from '@greatstep/shared/organisers';

export interface AuditPage {
  records: AuditRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /organisers/audit: the organisers' actions, newest first. */
export const getAudit = (page: number, pageSize: number, signal?: AbortSignal): Promise<AuditPage> =>
  call<AuditPage>(
    { url: '/organisers/audit', params: { page, pageSize }, signal },
    { networkMessage: messages.serverNotReachable },
  );
