import type { FastifyRequest } from 'fastify';
import { MINUTE, normalized, WINDOW, type Limit } from '../../lib/counted-limits';

/** The numbers of the API's limits, beside login's (lib/login-throttle.ts); why each is what it is, below. */

export type LimitedCall =
  | 'login'
  | 'sendEmail'
  | 'resetPassword'
  | 'checkResetLink'
  | 'changePassword'
  | 'register'
  | 'checkEmail'
  | 'checkMobile';

/**
 * Each of sign-up's calls (checkEmail, checkMobile, sendEmail, register) per network: a campus behind one address
 * signs up at the opening, 1,000 new students in 15 minutes, each checking an e-mail and a mobile, asking for a code
 * (perhaps a second) and registering, with room for typos and resends. It bounds a script's flood of them; the mail
 * it can send is bounded again per inbox (one code a minute, 20 mails an hour), and what it can learn by the next.
 */
export const SIGN_UP_CALLS_PER_NETWORK: Limit = { max: 3_000, windowMs: WINDOW };
export const SIGN_UP_CALLS: ReadonlySet<LimitedCall> = new Set(['checkEmail', 'checkMobile', 'sendEmail', 'register']);

/**
 * Distinct e-mails and mobiles one network may find already taken (checkEmail, checkMobile and sendEmail answering
 * 409): what an enumerator gains, where a campus of new students finds few. Past it every such look-up from the
 * network is refused, whatever it would answer, until the window ends.
 */
export const TAKEN_FOUND_PER_NETWORK: Limit = { max: 100, windowMs: WINDOW };

/** The calls limited per network alone, with no count about the e-mail they name (rate-limit.ts). */
type NetworkOnlyCall = 'checkResetLink' | 'changePassword';

/**
 * Reset links found no good (used, expired, mistyped, made up), per network: a person opening an old mail's link
 * again, or a hostel of them, stays well inside it. A made-up token is one look-up by its hash, and no number of them
 * guesses a link (256 bits); past this a network's junk is refused without an answer about the link.
 */
export const RESET_TOKEN_FAILURES_PER_NETWORK: Limit = { max: 30, windowMs: WINDOW };

/** A leader fills a team of four in three adds; typos and a change of mind are well inside this. */
export const TEAM_CHANGES_PER_LEADER: Limit = { max: 30, windowMs: WINDOW };

/** A student enters a reference, perhaps corrects it once or twice; a rejection asks for one more. */
export const PAYMENT_REFERENCES_PER_USER: Limit = { max: 10, windowMs: WINDOW };

/**
 * An organiser at the fest desk pages and searches the lists, verifies one payment after another: a call every two
 * seconds for a quarter of an hour. Past that, a stolen organiser's session is a script reading every account.
 */
export const ORGANISER_CALLS: Limit = { max: 450, windowMs: WINDOW };

/**
 * One export holds every account (or team, or guess) at once, where a page of the lists holds 100 at most. The three
 * whole files and each of the 15 events' registrations once is 18 an hour; a stolen session pulling them in a loop
 * to follow every new sign-up is cut off, and each file it took is in the audit record.
 */
export const ORGANISER_EXPORTS: Limit = { max: 20, windowMs: 60 * MINUTE };

/**
 * A page reports each remote it loads once or twice. One address may be a whole campus behind its NAT (the fest's
 * visitors on the institute's network), so the budget is ten a second: a browser reloading in a loop, or a script,
 * is cut off. What its reports weigh on a canary is bounded by its network's fair share of page loads (each counts
 * once anyway). Kept like the per-network budgets: no database write per report.
 */
export const REMOTE_HEALTH_PER_NETWORK: Limit = { max: 600, windowMs: MINUTE };

/**
 * A page load asks for one ticket for its health reports: the same campus as above, at most one a page load. What a
 * ticket weighs on a canary is bounded by its network's fair share, not by this; this bounds the signing.
 */
export const REMOTE_HEALTH_TICKETS_PER_NETWORK: Limit = { max: 600, windowMs: MINUTE };

/** The e-mail (or mobile) a request is about: from the body for POSTs and PUTs, from the path for the checks. */
type KeyOf = (request: FastifyRequest) => string | undefined;

const field = (source: unknown, name: string): string | undefined => {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= 320 ? normalized(value) : undefined;
};
const bodyEmail: KeyOf = (request) => field(request.body, 'email');

export interface KeyedRule {
  key: KeyOf;
  perKeyAndNetwork: Limit;
  perKey: Limit;
  /** Whether the per-key ceiling spares networks where the account signed in (resetPassword: the owner's own). */
  spareKnownNetworks: boolean;
}

export const KEYED_RULES: Record<Exclude<LimitedCall, 'login' | NetworkOnlyCall>, KeyedRule> = {
  // Mails are bounded again by the one-code-per-minute rule; these bound the calls.
  sendEmail: {
    key: bodyEmail,
    perKeyAndNetwork: { max: 5, windowMs: WINDOW },
    perKey: { max: 50, windowMs: WINDOW },
    spareKnownNetworks: false,
  },
  resetPassword: {
    key: bodyEmail,
    perKeyAndNetwork: { max: 5, windowMs: WINDOW },
    perKey: { max: 20, windowMs: WINDOW },
    spareKnownNetworks: true,
  },
  // Each wrong code also uses one of the code's 5 tries; this bounds what a caller can learn from the answers.
  register: {
    key: bodyEmail,
    perKeyAndNetwork: { max: 10, windowMs: WINDOW },
    perKey: { max: 50, windowMs: WINDOW },
    spareKnownNetworks: false,
  },
  checkEmail: {
    key: (request) => field(request.params, 'email'),
    perKeyAndNetwork: { max: 20, windowMs: WINDOW },
    perKey: { max: 100, windowMs: WINDOW },
    spareKnownNetworks: false,
  },
  checkMobile: {
    key: (request) => field(request.params, 'mobile'),
    perKeyAndNetwork: { max: 20, windowMs: WINDOW },
    perKey: { max: 100, windowMs: WINDOW },
    spareKnownNetworks: false,
  },
};
