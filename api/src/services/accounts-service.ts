import { isKnownCollege, messages, type RegisterData, type User } from '@greatstep/shared/isomorphic';
import { isUniqueViolation } from '../db/errors';
import type { SessionUser } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { BadInputError, ConflictError, UnauthenticatedError } from '../lib/domain-errors';
import { hashForUnknownUser, hashPassword, verifyPassword } from '../lib/passwords';
import type { ServiceDeps } from './deps';
import { codeCheckError, type EmailCodesService } from './email-codes-service';
import { NO_RECORD, type AnswerRecord } from './answer-record';
import { assertOwnAccount } from './ownership';
import type { SessionsService } from './sessions-service';
import { toUserView } from './user-view';

/** The seed had no user name field; the e-mail's local part is what people recognise. */
const userNameOf = (email: string) => email.split('@')[0] ?? email;

export function createAccountsService(
  { db, repos }: ServiceDeps,
  sessions: SessionsService,
  emailCodes: EmailCodesService,
) {
  async function assertFree(email: string, mobile?: string): Promise<void> {
    if (await repos.users.emailExists(email)) throw new ConflictError(apiMessages.emailTaken);
    if (mobile !== undefined && (await repos.users.mobileExists(mobile)))
      throw new ConflictError(apiMessages.mobileTaken);
  }

  return {
    /**
     * The same refusal for an unknown e-mail and a wrong password, after the same amount of hashing work.
     * `deviceGeneration` is the generation of the password that matched, for the device cookie the login sets.
     */
    async login(email: string, password: string): Promise<{ token: string; user: User; deviceGeneration: number }> {
      const user = await repos.users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await hashForUnknownUser()), password);
      if (!user || !valid) throw new UnauthenticatedError(apiMessages.invalidLogin);
      return { token: await sessions.issue(user.id), user: toUserView(user), deviceGeneration: user.deviceGeneration };
    },

    /** The generation of the account's password, which a device cookie must carry; undefined for no account. */
    deviceGeneration(email: string): Promise<number | undefined> {
      return repos.users.deviceGenerationOf(email);
    },

    async assertEmailFree(email: string): Promise<void> {
      await assertFree(email);
    },

    async assertMobileFree(mobile: string): Promise<void> {
      if (await repos.users.mobileExists(mobile)) throw new ConflictError(apiMessages.mobileTaken);
    },

    /**
     * Creates the account and consumes the mailed code in one transaction. The code is checked before anything
     * is said about the mobile number: without the code of an inbox one controls, register is no way to learn
     * whether someone's number is registered (checkMobile, rate limited, is the one call that tells).
     */
    async register(data: RegisterData, record: AnswerRecord<User> = NO_RECORD): Promise<User> {
      if (!isKnownCollege(data.college)) throw new BadInputError(messages.selectCollege);
      // Hashed before the transaction takes a pooled connection: argon2 waits its turn in a small queue, and a
      // connection held meanwhile is one that other requests cannot use during a sign-up rush. Only a code that
      // matches is worth hashing for, so wrong codes still cost no argon2 work.
      let earlyHash: string | null = null;
      if (await emailCodes.wouldPass(data.email, data.code)) {
        await assertFree(data.email, data.mobile);
        earlyHash = await hashPassword(data.password);
      }
      const outcome = await db.transaction(async (tx) => {
        const check = await emailCodes.check(data.email, data.code, tx);
        if (check !== 'ok') return { check } as const;
        // A code that passes only now (it matched after the early look) is rare; hash here then.
        const passwordHash = earlyHash ?? (await hashPassword(data.password));
        try {
          const user = await repos.users.create(
            {
              email: data.email,
              mobile: data.mobile,
              passwordHash,
              firstName: data.firstName,
              lastName: data.lastName,
              userName: userNameOf(data.email),
              year: data.year,
              college: data.college,
              otherCollege: data.college === -1 ? data.otherCollege : '',
              referral: data.referral,
            },
            tx,
          );
          await record.done(tx, toUserView(user));
          return { check, user } as const;
        } catch (error) {
          // Someone registered the same e-mail or mobile a moment ago; the code stays unused.
          if (isUniqueViolation(error, 'users_email_unique')) throw new ConflictError(apiMessages.emailTaken);
          if (isUniqueViolation(error, 'users_mobile_unique')) throw new ConflictError(apiMessages.mobileTaken);
          throw error;
        }
      });
      // Thrown after the transaction so that the counted wrong try is kept.
      if (outcome.check !== 'ok') throw codeCheckError(outcome.check);
      return toUserView(outcome.user);
    },

    /** The signed-in user's own profile, asked for by e-mail as the seed's client does. */
    profile(me: SessionUser, email: string): User {
      assertOwnAccount(me, { email });
      return toUserView(me);
    },
  };
}
