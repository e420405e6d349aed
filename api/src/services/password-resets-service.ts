import type { PasswordResetRow, UserRow } from '../db/repositories';
import { addMinutes } from '../lib/clock';
import type { AfterAnswer } from '../lib/after-answer';
import { hashPassword } from '../lib/passwords';
import { newToken, sha256 } from '../lib/tokens';
import { passwordResetMail } from '../mail/templates';
import { NO_RECORD, type AnswerRecord } from './answer-record';
import type { ServiceDeps } from './deps';

export const RESET_MINUTES = 30;
/** One reset mail per address a minute: asking again and again sends no more, and only the newest link works. */
export const RESET_RESEND_SECONDS = 60;

export function createPasswordResetsService(
  { db, repos, mailer, clock, config, log }: ServiceDeps,
  afterAnswer: AfterAnswer,
) {
  /** A link that can still change the password of this e-mail's account. */
  const isUsable = (found: { reset: PasswordResetRow; user: UserRow } | undefined, email: string) =>
    !!found && !found.reset.used && found.user.email === email && found.reset.expiresAt.getTime() > clock().getTime();

  /** Looks the address up and, for an account, stores a link and mails it. */
  async function mailLink(email: string): Promise<void> {
    const user = await repos.users.findByEmail(email);
    if (!user) return;
    const token = newToken();
    const now = clock();
    const made = await db.transaction(async (tx) => {
      // One request at a time per account, so that simultaneous requests can not each find no recent link.
      await repos.users.lockById(user.id, tx);
      const newest = await repos.passwordResets.newestCreatedAt(user.id, tx);
      if (newest && now.getTime() - newest.getTime() < RESET_RESEND_SECONDS * 1000) return false;
      // A new link cancels the older ones: only the newest mail's link changes the password.
      await repos.passwordResets.markAllUsed(user.id, tx);
      const expiresAt = addMinutes(now, RESET_MINUTES);
      await repos.passwordResets.create({ userId: user.id, tokenHash: sha256(token), expiresAt, createdAt: now }, tx);
      return true;
    });
    if (!made) return;
    // The link is built from PUBLIC_URL only: a request's `url` could point the mail at someone else's site.
    const link = `${config.publicUrl}/changePassword/${encodeURIComponent(email)}/${token}`;
    try {
      await mailer.send(passwordResetMail(email, link, RESET_MINUTES));
    } catch (error) {
      log.error({ err: error, to: email }, 'password reset mail failed');
      // The link reached nobody: kept, it would hold back the next request for a minute with no mail sent.
      await repos.passwordResets.deleteByTokenHash(sha256(token));
    }
  }

  return {
    /**
     * Mails a single-use link for a known address and does nothing for an unknown one; the caller answers the
     * same either way. All of the work (the look-up, the stored link, the mail) happens after the answer: an
     * unknown address skips the insert and the mail, and were any of it done before answering, the answer's
     * timing would tell a registered address from an unknown one. So the call's answer is stored alone, before that
     * work: its repeat is answered without asking for another link.
     */
    async request(email: string, record: AnswerRecord<void> = NO_RECORD): Promise<void> {
      await record.done(db, undefined);
      afterAnswer.run(() => mailLink(email));
    },

    /** Whether change() would accept the link now; reading it uses nothing up. */
    async isLinkUsable(email: string, token: string): Promise<boolean> {
      return isUsable(await repos.passwordResets.findByTokenHash(sha256(token)), email);
    },

    /**
     * Uses the token once, sets the new password and ends every session of the user, all in one transaction. False,
     * with nothing changed, when the token is no good (used, expired, another e-mail's or made up): the caller counts
     * that as a failed token.
     */
    async change(
      email: string,
      token: string,
      newPassword: string,
      record: AnswerRecord<void> = NO_RECORD,
    ): Promise<boolean> {
      const tokenHash = sha256(token);
      // The token is checked before any hashing: a flood of made-up tokens costs a look-up each, not an argon2 hash.
      if (!isUsable(await repos.passwordResets.findByTokenHash(tokenHash), email)) return false;
      const passwordHash = await hashPassword(newPassword);
      const changed = await db.transaction(async (tx) => {
        // Checked again under the row's lock: a simultaneous change may have used the token meanwhile.
        const found = await repos.passwordResets.findByTokenHashForUpdate(tokenHash, tx);
        if (!found || !isUsable(found, email)) return false;
        await repos.users.setPasswordHash(found.user.id, passwordHash, tx);
        await repos.passwordResets.markAllUsed(found.user.id, tx);
        await repos.sessions.deleteForUser(found.user.id, tx);
        await record.done(tx, undefined);
        return true;
      });
      return changed;
    },
  };
}
