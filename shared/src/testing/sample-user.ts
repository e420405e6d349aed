import { collegeName } from '../colleges';
import type { User } from '../types';

/** A user as POST /auth/login answers it (docs/API.md#accounts-and-sign-up); `overrides` change what a test needs. */
export function sampleUser(overrides: Partial<User> = {}): User {
  const user: User = {
    _id: '3f0c9a52-7a4e-4a8e-9d55-2f4d1f1c2b11',
    firstName: 'Asha',
    lastName: 'Rao',
    userName: 'asha',
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
  // Named as the API names it, unless the test names it itself.
  return { ...user, collegeName: overrides.collegeName ?? collegeName(user.college, user.otherCollege) };
}

/** POST /auth/login's answer for `sampleUser(overrides)`: what a test stores to be signed in. */
export function sampleLogin(overrides: Partial<User> = {}, token = 'sample-token-0123456789abcdef') {
  return { token, user: sampleUser(overrides) };
}
