import { normalized, orUnavailable, refusal, type Limit } from './counted-limits';
import { ConflictError } from './domain-errors';
import { networkOf } from './network';
import type { RateCounts } from './rate-counts';

/**
 * Runs a look-up that tells whether an e-mail or mobile has an account (checkEmail, checkMobile, sendEmail), and
 * counts per network what an enumerator gains by it: the distinct e-mails and mobiles found taken (a ConflictError).
 * Past `limit` (TAKEN_FOUND_PER_NETWORK) the network's look-ups are refused before they look, free or taken alike, so the
 * refusal says nothing either (docs/SECURITY.md#a-campus-signs-up-at-the-opening). Checked before and counted after
 * the look-up: simultaneous look-ups can pass the bound by their number, which the per-network budget bounds.
 */
export type LookUpAccount = <T>(ip: string, key: string, lookUp: () => Promise<T>) => Promise<T>;

/** Over the counts about accounts (their keys hashed: lib/counted-limits.ts). */
export function createAccountLookUps(counts: RateCounts, limit: Limit): LookUpAccount {
  return async (ip, key, lookUp) => {
    const network = networkOf(ip);
    const found = `taken:net:${network}`;
    const spent = await orUnavailable(() => counts.peek(found));
    if (spent.count >= limit.max) throw refusal(spent);
    try {
      return await lookUp();
    } catch (error) {
      if (error instanceof ConflictError) {
        // The same account found again teaches nothing new: only the first time in a window counts.
        const { windowMs } = limit;
        const seen = await orUnavailable(() => counts.hit(`taken:seen:${normalized(key)}|${network}`, windowMs));
        if (seen.count === 1) await orUnavailable(() => counts.hit(found, windowMs));
      }
      throw error;
    }
  };
}
