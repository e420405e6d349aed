import fp from 'fastify-plugin';
import { isIPv4, isIPv6 } from 'node:net';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { apiMessages } from '../../lib/api-messages';
import type { Clock } from '../../lib/clock';
import { RateLimitedError, UnauthenticatedError, UnavailableError } from '../../lib/domain-errors';
import type { RateCount, RateCounts } from '../../lib/rate-counts';
import { sha256 } from '../../lib/tokens';

/*
 * Rate limits, and the trade-offs they make (docs/API.md#rate-limits, docs/SECURITY.md#one-address-many-people;
 * OWASP's Authentication and Credential Stuffing cheat sheets).
 *
 * A limit keyed by e-mail alone is a weapon: anyone who knows an address can spend its budget and lock the owner
 * out (ten wrong logins from anywhere used to make the right password answer 429 for 15 minutes). So every limit
 * about an account or an address is strict per (e-mail, network) and only a much higher ceiling applies per e-mail:
 *
 * - login counts *failed* logins only: a try is reserved before the password is checked (so a burst of
 *   simultaneous guesses cannot all slip past one read of the count) and given back when the password was right.
 *   10 failures per (account, network) per 15 minutes; 100 per account from all networks together, a ceiling that
 *   does not apply to networks from which the account signed in during the last 30 days (OWASP's "known device"
 *   exemption). Cost: an attacker with many addresses gets 10 guesses per address per 15 minutes against one
 *   account until the ceiling (100) stops the unknown networks; a distributed attack on one account can then keep
 *   its owner out on a *new* network (travelling, a phone on mobile data) for up to 15 minutes, but never on the
 *   networks the owner used before. A password good enough for the sign-up rules survives 100 guesses per 15
 *   minutes for far longer than the fest lasts.
 * - sendEmail, resetPassword and register: strict per (e-mail, network), and a ceiling per e-mail that keeps an
 *   inbox from being flooded and a code from being guessed from many addresses. resetPassword's ceiling spares known
 *   networks like login's does. Cost: an attacker with several addresses can hold back a stranger's sign-up code, or
 *   a reset link asked for from a new network, for up to 15 minutes; a user asking for a reset link from their usual
 *   network is never held back.
 * - checkResetLink and changePassword: per network only. A mailed link's token has 256 bits, so no number of tries
 *   guesses one and a limit per e-mail protects nothing: it only let anyone with a few addresses send junk tokens
 *   naming a person and keep that person from using their own link, window after window. Only *failed* tokens count
 *   (RESET_TOKEN_FAILURES_PER_NETWORK, checked once the token has been looked up): a good token is never refused by
 *   it, so the owner's link works whatever anyone sent, from any address, their own included.
 * - Every limited call also has a generous budget per network: at the fest desk a whole college registers from
 *   behind one address.
 *
 * A network is an IPv4 address or an IPv6 /64 (one household or phone gets a whole /64). The counts about accounts
 * and addresses live in Redis or the database (lib/rate-counts.ts), where a flood of other keys cannot evict them
 * and every API process sees the same numbers: @fastify/rate-limit can do neither (its stores are an LRU or Redis,
 * and they can not give a try back or remember a network). The per-network budgets are plain request limits, so
 * @fastify/rate-limit keeps them: in Redis when there is one, else in each process (sized for the event: evicting
 * one takes 100,000 other networks, and only resets a generous budget; with several processes and no Redis each
 * has its own). A refused call stops at the first limit it breaks, so it adds nothing to the later counts.
 */

export type LimitedCall =
  | 'login'
  | 'sendEmail'
  | 'resetPassword'
  | 'checkResetLink'
  | 'changePassword'
  | 'register'
  | 'checkEmail'
  | 'checkMobile';

/** The calls limited per network alone, with no count about the e-mail they name (see above). */
type NetworkOnlyCall = 'checkResetLink' | 'changePassword';

export interface RateLimits {
  /**
   * preHandler hooks per limited call, empty when RATE_LIMIT=off. They run once the input has been checked: a call
   * refused as invalid (400) costs nothing to refuse and spends no budget, so junk sent from an address can not use
   * up what the valid calls from that address (a whole college at the fest desk) may make.
   */
  hooks: Record<LimitedCall, preHandlerAsyncHookHandler[]>;
  /**
   * Runs a login under the failed-login limits of its account and network: throws RateLimitedError before
   * `attempt` when they are spent, counts the attempt when it ends in UnauthenticatedError, forgets it otherwise.
   */
  throttleLogin<T>(email: string, ip: string, device: string | undefined, attempt: () => Promise<T>): Promise<T>;
  /**
   * Counts a reset link's token found no good (checkResetLink, changePassword) against the caller's network, and
   * throws RateLimitedError past RESET_TOKEN_FAILURES_PER_NETWORK. Called only for a failed token, once looked up:
   * a good one never reaches it, so no one's junk can keep the owner from their own link.
   */
  failedResetToken(ip: string): Promise<void>;
  /**
   * Counts one change a signed-in leader makes to a team (addMembers, deleteMember) and throws RateLimitedError
   * past TEAM_CHANGES_PER_LEADER: an add mails the person and looks an e-mail up, so a loop of adds and removes must
   * not become a mail cannon or an account directory.
   */
  throttleTeamChange(userId: string): Promise<void>;
  /**
   * Counts one payment reference a student enters (PUT /payment/reference) and throws RateLimitedError past
   * PAYMENT_REFERENCES_PER_USER: each answer says whether a reference is another account's, which must not become a
   * way to try references by the thousand.
   */
  throttlePaymentReference(userId: string): Promise<void>;
  /** Counts one call of an organiser (every /organisers call) and throws RateLimitedError past ORGANISER_CALLS. */
  throttleOrganiser(userId: string): Promise<void>;
  /** Counts one CSV export of an organiser and throws RateLimitedError past ORGANISER_EXPORTS. */
  throttleExport(userId: string): Promise<void>;
  /** preHandler hooks of the browsers' remote health reports (POST /remote-health): REMOTE_HEALTH_PER_NETWORK. */
  remoteHealth: preHandlerAsyncHookHandler[];
}

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

interface Limit {
  max: number;
  windowMs: number;
}

// Generous per network: at the fest desk a whole college registers from behind one IP.
const PER_NETWORK: Limit = { max: 300, windowMs: WINDOW };

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
 * is still cut off before it can weigh on a canary's figures (each session counts once anyway). Kept like the
 * per-network budgets: no database write per report.
 */
export const REMOTE_HEALTH_PER_NETWORK: Limit = { max: 600, windowMs: MINUTE };

/** The e-mail (or mobile) a request is about: from the body for POSTs and PUTs, from the path for the checks. */
type KeyOf = (request: FastifyRequest) => string | undefined;

const normalized = (value: string) => value.trim().toLowerCase();
const field = (source: unknown, name: string): string | undefined => {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= 320 ? normalized(value) : undefined;
};
const bodyEmail: KeyOf = (request) => field(request.body, 'email');

interface KeyedRule {
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

/** The IPv4 address, or the /64 of an IPv6 address (an IPv4-mapped one is its IPv4 address). */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip.toLowerCase();
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const knownNetworkKey = (email: string, network: string) => `known:${email}|${network}`;

const refusal = (count: RateCount) =>
  new RateLimitedError(apiMessages.tooManyRequests, Math.max(1, Math.ceil(count.resetInMs / 1000)));

const OFF: RateLimits = {
  hooks: {
    login: [],
    sendEmail: [],
    resetPassword: [],
    checkResetLink: [],
    changePassword: [],
    register: [],
    checkEmail: [],
    checkMobile: [],
  },
  throttleLogin: (_email, _ip, _device, attempt) => attempt(),
  failedResetToken: () => Promise.resolve(),
  throttleTeamChange: () => Promise.resolve(),
  throttlePaymentReference: () => Promise.resolve(),
  throttleOrganiser: () => Promise.resolve(),
  throttleExport: () => Promise.resolve(),
  remoteHealth: [],
};

/** Where the counts live: the ones about accounts and addresses must not be evictable; see lib/rate-counts.ts. */
export interface RateCountStores {
  /** Everything about an e-mail, a mobile or an account, and the networks where an account signed in. */
  perAccount: RateCounts;
  /** The Redis (REDIS_URL) that also holds @fastify/rate-limit's per-network budgets; without one, each process. */
  redis?: Redis;
}

/**
 * The event's scale: a few thousand participants, each from a handful of networks. A flood from more networks than
 * this only gives the oldest of them a fresh (generous) budget.
 */
const NETWORKS_KEPT_IN_PROCESS = 100_000;

/** A store that does not answer (Redis down) refuses the call as unavailable for now: never a 500, never let through. */
async function orUnavailable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof RateLimitedError) throw error;
    throw new UnavailableError(apiMessages.unavailable, { cause: error });
  }
}

/**
 * The store sees a hash of each key, never the e-mail or mobile in it: what a caller sent (a NUL byte, half a
 * character) can not reach the database or Redis, and the stored keys hold no personal data.
 */
function withHashedKeys(store: RateCounts): RateCounts {
  return {
    hit: (key, windowMs) => store.hit(sha256(key), windowMs),
    undo: (key) => store.undo(sha256(key)),
    peek: (key) => store.peek(sha256(key)),
    mark: (key, ttlMs) => store.mark(sha256(key), ttlMs),
  };
}

/** Keys this process has seen refused, at most this many (the oldest refusal is forgotten first). */
const REFUSALS_KEPT = 100_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits of every call, for the routes to run (routes/route-context.ts). */
    limits: RateLimits;
  }
}

/**
 * The limits of every call, as `app.limits`; none when RATE_LIMIT=off (no stores given). `clock` is the time of
 * those stores.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, { stores, clock }: { stores: RateCountStores | undefined; clock: Clock }) => {
    app.decorate('limits', stores ? await limitsOf(app, stores, clock) : OFF);
  },
  { name: 'rate-limits' },
);

async function limitsOf(app: FastifyInstance, stores: RateCountStores, clock: Clock): Promise<RateLimits> {
  await app.register(rateLimit, {
    global: false,
    ...(stores.redis ? { redis: stores.redis, nameSpace: 'greatstep:net:' } : {}),
  });
  const counts = withHashedKeys(stores.perAccount);

  /**
   * A count over its limit stays over it until its window ends (only login's reserved tries are ever taken back,
   * and login does not come through here), so a key refused once is refused again here without a write to Redis
   * or the database: a flood of calls about one hammered address costs the store one write per process and window.
   */
  const refusedUntil = new Map<string, number>();
  const within = async (store: RateCounts, key: string, limit: Limit): Promise<void> => {
    const now = clock().getTime();
    const until = refusedUntil.get(key);
    if (until !== undefined && until > now) throw refusal({ count: limit.max + 1, resetInMs: until - now });
    refusedUntil.delete(key);
    const count = await orUnavailable(() => store.hit(key, limit.windowMs));
    if (count.count > limit.max) {
      refusedUntil.set(key, now + count.resetInMs);
      if (refusedUntil.size > REFUSALS_KEPT) refusedUntil.delete(refusedUntil.keys().next().value ?? key);
      throw refusal(count);
    }
  };
  const isKnownNetwork = async (email: string, network: string) =>
    (await orUnavailable(() => counts.peek(knownNetworkKey(email, network)))).count > 0;

  const hookFor = (call: LimitedCall): preHandlerAsyncHookHandler => {
    // Login's and the reset links' own limits are their throttle functions; the others have a keyed rule.
    const rule: KeyedRule | undefined = (KEYED_RULES as Partial<Record<LimitedCall, KeyedRule>>)[call];
    // `cache` sizes this limiter's own LRU: the plugin-wide option does not reach the child store a limiter made
    // this way gets (LocalStore.child reads it from these options), though the types leave it out.
    const options: CreateRateLimitOptions & { cache: number } = {
      max: PER_NETWORK.max,
      timeWindow: PER_NETWORK.windowMs,
      cache: NETWORKS_KEPT_IN_PROCESS,
      keyGenerator: (request) => `${call}:${networkOf(request.ip)}`,
    };
    const perNetwork = app.createRateLimit(options);
    return async (request) => {
      const network = networkOf(request.ip);
      const budget = await orUnavailable(() => perNetwork(request));
      if (!budget.isAllowed && budget.isExceeded)
        throw new RateLimitedError(apiMessages.tooManyRequests, Math.max(1, budget.ttlInSeconds));
      const key = rule?.key(request);
      if (!rule || key === undefined) return;
      await within(counts, `${call}:key-net:${key}|${network}`, rule.perKeyAndNetwork);
      if (rule.spareKnownNetworks && (await isKnownNetwork(key, network))) return;
      await within(counts, `${call}:key:${key}`, rule.perKey);
    };
  };

  const healthOptions: CreateRateLimitOptions & { cache: number } = {
    max: REMOTE_HEALTH_PER_NETWORK.max,
    timeWindow: REMOTE_HEALTH_PER_NETWORK.windowMs,
    cache: NETWORKS_KEPT_IN_PROCESS,
    keyGenerator: (request) => `remote-health:${networkOf(request.ip)}`,
  };
  const healthBudget = app.createRateLimit(healthOptions);
  const remoteHealth: preHandlerAsyncHookHandler = async (request) => {
    const budget = await orUnavailable(() => healthBudget(request));
    if (!budget.isAllowed && budget.isExceeded)
      throw new RateLimitedError(apiMessages.tooManyRequests, Math.max(1, budget.ttlInSeconds));
  };

  return {
    remoteHealth: [remoteHealth],
    hooks: {
      // Only failed logins spend a network's budget (throttleLogin), so a desk signing a college in never runs out.
      login: [],
      sendEmail: [hookFor('sendEmail')],
      resetPassword: [hookFor('resetPassword')],
      checkResetLink: [hookFor('checkResetLink')],
      changePassword: [hookFor('changePassword')],
      register: [hookFor('register')],
      checkEmail: [hookFor('checkEmail')],
      checkMobile: [hookFor('checkMobile')],
    },

    throttleTeamChange: (userId) => within(counts, `team-change:user:${userId}`, TEAM_CHANGES_PER_LEADER),
    throttlePaymentReference: (userId) =>
      within(counts, `payment-reference:user:${userId}`, PAYMENT_REFERENCES_PER_USER),
    throttleOrganiser: (userId) => within(counts, `organiser:user:${userId}`, ORGANISER_CALLS),
    throttleExport: (userId) => within(counts, `organiser-export:user:${userId}`, ORGANISER_EXPORTS),
    failedResetToken: (ip) => within(counts, `reset-token:fail:net:${networkOf(ip)}`, RESET_TOKEN_FAILURES_PER_NETWORK),

    async throttleLogin(rawEmail, ip, device, attempt) {
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
        if (!(await isKnownNetwork(email, network))) {
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
    },
  };
}
