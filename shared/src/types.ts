/** A user as the API returns it (SPEC §3 "Current user", the `user` object). */
export interface User {
  _id: string;
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  altEmail: string;
  mobile: string;
  altMobile: string;
  year: string;
  /** Numeric id of a listed college, or -1 for Other. */
  college: number;
  otherCollege: string;
  /** Payment verified by an organiser (set with `npm run admin -- verify-payment`). */
  verified: boolean;
}

/** The record kept in localStorage under `curUser` (SPEC §3). */
export interface CurUser extends Omit<User, 'verified'> {
  token: string;
  user: User;
  /** ISO timestamp of when the record was written. */
  savedDate: string;
}

export interface TeamPerson {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface Team {
  _id: string;
  /** Registration key of the event (see the catalogue). */
  event: string;
  leader_id: TeamPerson;
  members: TeamPerson[];
}

/** Every API answer carries these two fields. */
export interface ApiAnswer {
  success: boolean;
  message?: string;
}
