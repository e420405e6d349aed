import type { CurUser, User } from '../types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Reads the stored `curUser` text. Anything that is not JSON or lacks the fields a session needs (token, _id,
 * email) is null: a signed-out visitor, never a crash.
 */
export function parseCurUser(raw: string | null): CurUser | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isFilledString(value.token) || !isFilledString(value._id) || !isFilledString(value.email)) {
    return null;
  }
  // The identity fields are checked above; the others are display data that pages show as they are.
  const record = value as unknown as CurUser;
  return isRecord(value.user) ? record : { ...record, user: userOf(record) };
}

type UserFields = Omit<User, 'verified'>;

/** The user's own fields, without whatever else the source object carries. */
function userFields(source: UserFields): UserFields {
  return {
    _id: source._id,
    firstName: source.firstName,
    lastName: source.lastName,
    userName: source.userName,
    email: source.email,
    altEmail: source.altEmail,
    mobile: source.mobile,
    altMobile: source.altMobile,
    year: source.year,
    college: source.college,
    otherCollege: source.otherCollege,
  };
}

/**
 * A record without its `user` object still describes the user; the verified flag is read with default true
 * (docs/PRODUCT.md#the-stored-user).
 */
function userOf(record: CurUser): User {
  return { ...userFields(record), verified: true };
}

/** The stored user (docs/PRODUCT.md#the-stored-user): the user's fields flat, the token, the user, when saved. */
export function curUserFromLogin({ token, user }: { token: string; user: User }, now: Date = new Date()): CurUser {
  return { ...userFields(user), token, user, savedDate: now.toISOString() };
}
