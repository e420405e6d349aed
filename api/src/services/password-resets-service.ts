import { apiMessages } from '../lib/api-messages';
import { addMinutes } from '../lib/clock';
import { BadInputError } from '../lib/domain-errors';
import { hashPassword } from '../lib/passwords';
import { newToken, sha256 } from '../lib/tokens';
import { passwordResetMail } from '../mail/templates';
import type { ServiceDeps } from './deps';

export const RESET_MINUTES = 30;

export function createPasswordResetsService({ db, repos, mailer, clock, config, log }: ServiceDeps) {
  return {
    /**
     * Mails a single-use link for a known address and does nothing for an unknown one; the caller answers the
     * same either way. The mail is not awaited, so the answer's timing does not tell the two apart either.
     */
    async request(email: string): Promise<void> {
      const user = await repos.users.findByEmail(email);
      if (!user) return;
      const token = newToken();
      await repos.passwordResets.create({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: addMinutes(clock(), RESET_MINUTES),
      });
      // The link is built from PUBLIC_URL only: a request's `url` could point the mail at someone else's site.
      const link = `${config.publicUrl}/changePassword/${encodeURIComponent(email)}/${token}`;
      mailer.send(passwordResetMail(email, link, RESET_MINUTES)).catch((error: unknown) => {
        log.error({ err: error, to: email }, 'password reset mail failed');
      });
    },

    /** Uses the token once, sets the new password and ends every session of the user, all in one transaction. */
    async change(email: string, token: string, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      const changed = await db.transaction(async (tx) => {
        const found = await repos.passwordResets.findByTokenHashForUpdate(sha256(token), tx);
        if (!found || found.reset.used || found.user.email !== email) return false;
        if (found.reset.expiresAt.getTime() <= clock().getTime()) return false;
        await repos.users.setPasswordHash(found.user.id, passwordHash, tx);
        await repos.passwordResets.markAllUsed(found.user.id, tx);
        await repos.sessions.deleteForUser(found.user.id, tx);
        return true;
      });
      if (!changed) throw new BadInputError(apiMessages.resetInvalid);
    },
  };
}

export type PasswordResetsService = ReturnType<typeof createPasswordResetsService>;
