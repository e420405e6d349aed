import type { User } from '@greatstep/shared/isomorphic';
import type { SessionUser } from '../db/repositories';

/** The user as the API shows it (`user`, docs/API.md#accounts-and-sign-up): never the password hash. */
export function toUserView(row: SessionUser): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    email: row.email,
    altEmail: row.altEmail,
    mobile: row.mobile,
    altMobile: row.altMobile,
    year: row.year,
    college: row.college,
    otherCollege: row.otherCollege,
    verified: row.verified,
  };
}
