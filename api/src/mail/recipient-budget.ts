import { apiMessages } from '../lib/api-messages';
import { RateLimitedError } from '../lib/domain-errors';
import type { RateCounts } from '../lib/rate-counts';
import { sha256 } from '../lib/tokens';
import type { Mailer } from './mailer';

/**
 * Every mail to one address in an hour, of any kind: codes, reset links, team notices and invitations. Each kind has
 * its own rule too (a code a minute, a reset mail a minute, one team notice per team and person an hour); this is
 * the ceiling above them all, so no call, nor any mix of calls, can turn the site into a mail cannon aimed at one
 * person or spend the society's SMTP quota on them. A student signing up and joining a team per event stays well
 * inside it.
 */
export const MAILS_PER_RECIPIENT = { max: 20, windowMs: 60 * 60_000 } as const;

/** The mailer, refusing (RateLimitedError, 429 at the edge) a mail over its recipient's hourly budget. */
export function withRecipientBudget(mailer: Mailer, counts: RateCounts): Mailer {
  return {
    async send(message) {
      // Hashed: the key is stored (database or Redis), and an address is personal data.
      const key = `mail:to:${sha256(message.to.trim().toLowerCase())}`;
      const { count, resetInMs } = await counts.hit(key, MAILS_PER_RECIPIENT.windowMs);
      if (count > MAILS_PER_RECIPIENT.max) {
        throw new RateLimitedError(apiMessages.mailBudgetSpent, Math.max(1, Math.ceil(resetInMs / 1000)));
      }
      await mailer.send(message);
    },
  };
}
