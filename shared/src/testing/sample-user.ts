import type { User } from '../types';

/** A user as POST /auth/login answers it (SPEC §7). */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    _id: '6f1c9a52-3d0e-4b8a-9e1f-2a7b5c4d3e21',
    firstName: 'Asha',
    lastName: 'Verma',
    userName: 'asha.verma',
    email: 'asha@example.org',
    altEmail: '',
    mobile: '9876543210',
    altMobile: '',
    year: '2026',
    college: 1,
    otherCollege: '',
    verified: false,
    ...overrides,
  };
}
