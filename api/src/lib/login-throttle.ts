import { MINUTE, normalized, orUnavailable, PER_NETWORK, refusal, WINDOW, type Limit } from './counted-limits';
import { UnauthenticatedError } from './domain-errors';
import { networkOf } from './network';
import type { RateCounts } from './rate-counts';

/*
 * Login counts *failed* logins only (docs/API.md#rate-limits, docs/SECURITY.md#one-address-many-people; OWASP's
 * Authentication and Credential Stuffing cheat sheets): a try is reserved before the password is checked (so a burst
 * of simultaneous guesses cannot all slip past one read of the count) and given back when the password was right.
 * 10 failures per (account, network) per 15 minutes; 100 per account from all networks together, a ceiling that does
 * not apply to networks from which the account signed in during the last 30 days (OWASP's "known device" exemption).
 * Cost: an attacker with many addresses gets 10 guesses per address per 15 minutes against one account until the
 * ceiling (100) stops the unknown networks; a distributed attack on one account can then keep its owner out on a
 * *new* network (travelling, a phone on mobile data) for up to 15 minutes, but never on the networks the owner used
 * before. A password good enough for the sign-up rules survives 100 guesses per 15 minutes for far longer than the
 * fest lasts.
 */

export const LOGIN_LIMITS = {
  /** Failed logins from one network, whichever accounts they name: successful ones never count. */
  perNetwork: PER_NETWORK,
  /** Failed logins from a browser holding the account's device cookie, which the two limits below spare. */
  perDevice: { max: 10, windowMs: WINDOW },
  perAccountAndNetwork: { max: 10, windowMs: WINDOW },
  perAccount: { max: 100, windowMs: WINDOW },
  /** How long a network where the account signed in stays exempt from the per-account ceiling. */
  knownNetworkMs: 30 * 24 * 60 * MINUTE,
} as const;

/**
 * Runs a login under the failed-login limits of its account and network: throws RateLimitedError before `attempt`
 * when they are spent, counts the attempt when it ends in UnauthenticatedError, forgets it otherwise.
 */
export type ThrottleLogin = <T>(
  email: string,
  ip: string,
  device: string | undefined,
  attempt: () => Promise<T>,
) => Promise<T>;

/** No limits (RATE_LIMIT=off): the attempt alone. */
export const unthrottledLogin: ThrottleLogin = (_email, _ip, _device, attempt) => attempt();

const knownNetworkKey = (email: string, network: string) => `known:${email}|${network}`;

/** Whether the account (its normalized e-mail) signed in from the network in the last LOGIN_LIMITS.knownNetworkMs. */
export const isKnownNetwork = async (counts: RateCounts, email: string, network: string) =>
  (await orUnavailable(() => counts.peek(knownNetworkKey(email, network)))).count > 0;

/** Login's throttle over the counts about accounts (their keys hashed: lib/counted-limits.ts). */
export function createLoginThrottle(counts: RateCounts): ThrottleLogin {
  return async (rawEmail, ip, device, attempt) => {
    const email = normalized(rawEmail);
    const network = networkOf(ip);
    // Reserved before the password is checked; given back below unless the password was wrong.
    const reserved: string[] = [];
    const giveBack = () => orUnavailable(() => Promise.all(reserved.map((key) => counts.undo(key))));
    const reserve = async (key: string, limit: Limit) => {
      const count = await orUnavailable(() => counts.hit(key, limit.windowMs));
      if (count.count > limit.max) {
        // Refused without a look at the password: the earlier reservations were not failures.
        await giveBack();
        throw refusal(count);
      }
      reserved.push(key);
    };
    if (device) {
      // The owner's own browser: held only by its own failures, never by what strangers on its network did.
      await reserve(`login:fail:device:${device}`, LOGIN_LIMITS.perDevice);
    } else {
      await reserve(`login:fail:net:${network}`, LOGIN_LIMITS.perNetwork);
      await reserve(`login:fail:${email}|${network}`, LOGIN_LIMITS.perAccountAndNetwork);
      if (!(await isKnownNetwork(counts, email, network))) {
        await reserve(`login:fail:${email}`, LOGIN_LIMITS.perAccount);
      }
    }
    try {
      const result = await attempt();
      await giveBack();
      await counts.mark(knownNetworkKey(email, network), LOGIN_LIMITS.knownNetworkMs);
      return result;
    } catch (error) {
      // Only a wrong e-mail or password is a failed login; a busy server or a fault is not the caller's try.
      if (!(error instanceof UnauthenticatedError)) await giveBack();
      throw error;
    }
  };
}
