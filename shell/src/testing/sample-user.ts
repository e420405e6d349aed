import type { User } from '@greatstep/shared';

/** A login answer for tests; clearly sample data. */
export const sampleLogin: { token: string; user: User } = {
  token: 'sample-token-0123456789abcdef',
  user: {
    _id: 'u1',
    firstName: 'Sample',
    lastName: 'Student',
    userName: 'sample',
    email: 'sample.student@example.com',
    altEmail: '',
    mobile: '9000000000',
    altMobile: '',
    year: '2026',
    college: 1,
    otherCollege: '',
    verified: false,
  },
};
