import { collegeName, type Payment, type User } from '@greatstep/shared/isomorphic';
import type { PublicUserRow } from '../db/repositories';

/** The fee as the API shows it to its owner and to organisers (docs/PRODUCT.md#payment-states). */
export function paymentOf(row: PublicUserRow): Payment {
  return {
    state: row.paymentState,
    reference: row.paymentReference,
    rejectionReason: row.paymentState === 'rejected' ? row.paymentRejectionReason : null,
  };
}

/** The user as the API shows it (`user`, docs/API.md#accounts-and-sign-up): never the password hash. */
export function toUserView(row: PublicUserRow): User {
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
    collegeName: collegeName(row.college, row.otherCollege),
    // The account remote and the stored records of browsers read this flag (docs/PRODUCT.md#legacy-names-and-spellings).
    verified: row.paymentState === 'verified',
    payment: paymentOf(row),
    organiser: row.role === 'organiser',
  };
}
