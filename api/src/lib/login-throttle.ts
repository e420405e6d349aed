import type { LoginProof } from '@greatstep/shared/isomorphic';
import { apiMessages } from './api-messages';
import { MINUTE, normalized, orUnavailable, PER_NETWORK, refusal, WINDOW, type Limit } from './counted-limits';
import { ChallengeRequiredError, UnauthenticatedError } from './domain-errors';
import { LOGIN_CHALLENGE_TTL_MS, type LoginChallenges } from './login-challenge';
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
 * A network's own failures (300 per 15 minutes) never refuse a sign-in: past them every sign-in from the network
 * without a device cookie pays with a solved challenge (about a second of a phone's work), so a guesser spraying one
 * wrong password over many accounts from a campus's address is slowed, and the students behind it still sign in.
 */

export const LOGIN_LIMITS = {
  /**
   * Failed logins from one network, whichever accounts they name (successful ones never count); past them the
   * network is hot, and a sign-in from it without a device cookie must bring a solved challenge.
   */
  perNetwork: PER_NETWORK,
  /** Failed logins from a browser holding the account's device cookie, which the two limits below spare. */
  perDevice: { max: 10, windowMs: WINDOW },
  perAccountAndNetwork: { max: 10, windowMs: WINDOW },
  perAccount: { max: 100, windowMs: WINDOW },
  /** How long a network where the account signed in stays exempt from the per-account ceiling. */
  knownNetworkMs: 30 * 24 * 60 * MINUTE,
} as const;

/** What a login brings besides its password: whom it names, from where, and the browser's own evidence. */
export interface LoginAttempt {
  email: string;
  ip: string;
  /** The device id of a valid device cookie for this account (lib/device-cookie.ts). */
  device: string | undefined;
  /** A solved challenge, asked of a sign-in from a hot network (lib/login-challenge.ts). */
  proof: LoginProof | undefined;
}

/**
 * Runs a login under the failed-login limits of its account and network: throws RateLimitedError before `attempt`
 * when they are spent (ChallengeRequiredError when a solved challenge would let it through), counts the attempt when
 * it ends in UnauthenticatedError, forgets it otherwise.
 */
export type ThrottleLogin = <T>(login: LoginAttempt, attempt: () => Promise<T>) => Promise<T>;

/** No limits (RATE_LIMIT=off): the attempt alone. */
export const unthrottledLogin: ThrottleLogin = (_login, attempt) => attempt();

const knownNetworkKey = (email: string, network: string) => `known:${email}|${network}`;

/** Whether the account (its normalized e-mail) signed in from the network in the last LOGIN_LIMITS.knownNetworkMs. */
export const isKnownNetwork = async (counts: RateCounts, email: string, network: string) =>
  (await orUnavailable(() => counts.peek(knownNetworkKey(email, network)))).count > 0;

/** Login's throttle over the counts about accounts (their keys hashed: lib/counted-limits.ts). */
export function createLoginThrottle(counts: RateCounts, challenges: LoginChallenges): ThrottleLogin {
  return async ({ email: rawEmail, ip, device, proof }, attempt) => {
    const email = normalized(rawEmail);
    const network = networkOf(ip);
    // Reserved before the password is checked; given back below unless the password was wrong.
    const reserved: string[] = [];
    const giveBack = () => orUnavailable(() => Promise.all(reserved.map((key) => counts.undo(key))));
    const reserve = async (key: string, limit: Limit) => {
      const count = await orUnavailable(() => counts.hit(key, limit.windowMs));
      reserved.push(key);
      if (count.count > limit.max) {
        // Refused without a look at the password: the reservations were not failures.
        await giveBack();
        throw refusal(count);
      }
    };
    if (device) {
      // The owner's own browser: held only by its own failures, never by what strangers on its network did.
      await reserve(`login:fail:device:${device}`, LOGIN_LIMITS.perDevice);
    } else {
      await reserve(`login:fail:${email}|${network}`, LOGIN_LIMITS.perAccountAndNetwork);
      if (!(await isKnownNetwork(counts, email, network))) {
        await reserve(`login:fail:${email}`, LOGIN_LIMITS.perAccount);
      }
      // A network past its failures is hot: its sign-ins still come in, each paying with a solved challenge, so a
      // guesser there is slowed and the students behind the same address are not shut out. Reserved like the others,
      // so that a burst of simultaneous guesses cannot all pass one read of a count just below the line.
      const networkKey = `login:fail:net:${network}`;
      const failures = await orUnavailable(() => counts.hit(networkKey, LOGIN_LIMITS.perNetwork.windowMs));
      reserved.push(networkKey);
      if (
        failures.count > LOGIN_LIMITS.perNetwork.max &&
        !(await solvedOnce(counts, challenges, proof, email, network))
      ) {
        await giveBack();
        throw new ChallengeRequiredError(
          apiMessages.loginChallenge,
          Math.max(1, Math.ceil(failures.resetInMs / 1000)),
          challenges.issue(email, network),
        );
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

/** A proof that solves a live challenge of this e-mail and network, and has not been taken before (by any process). */
async function solvedOnce(
  counts: RateCounts,
  challenges: LoginChallenges,
  proof: LoginProof | undefined,
  email: string,
  network: string,
): Promise<boolean> {
  if (!challenges.solves(proof, email, network)) return false;
  // Recorded where every process's counts live, for as long as the proof could be taken at all.
  const uses = await orUnavailable(() => counts.hit(`login:proof:${proof.signature}`, LOGIN_CHALLENGE_TTL_MS));
  return uses.count === 1;
}
