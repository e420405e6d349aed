import type { AccountRow, OrganiserSummary } from '@greatstep/shared/organisers';

/** An account as GET /organisers/registrations answers it. */
export function accountRow(overrides: Partial<AccountRow> = {}): AccountRow {
  return {
    _id: 'u1',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.org',
    mobile: '9876543210',
    college: -1,
    collegeName: 'Hill Mining College',
    year: '2026',
    createdAt: '2025-01-10T10:00:00.000Z',
    payment: {
      state: 'pending',
      reference: '402112345678',
      rejectionReason: null,
      updatedAt: '2025-01-11T09:00:00.000Z',
    },
    organiser: false,
    events: ['Mine_CS'],
    ...overrides,
  };
}

export const summary: OrganiserSummary = {
  success: true,
  message: '',
  accounts: 42,
  events: [
    { event: 'Mine_CS', name: 'Mine Case Study', teamSize: 4, teams: 3, people: 9 },
    { event: 'Mine_Shot', name: 'Mine Shot', teamSize: 1, teams: 5, people: 5 },
  ],
  payments: { unpaid: 20, pending: 7, verified: 12, rejected: 3 },
  feeRupees: 900,
  feesReceivedRupees: 10800,
};
