import fp from 'fastify-plugin';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { apiMessages } from '../../lib/api-messages';
import type { Clock } from '../../lib/clock';
import { PER_NETWORK, withHashedKeys, withinLimits, type Limit } from '../../lib/counted-limits';
import { RateLimitedError } from '../../lib/domain-errors';
import { createAccountLookUps, type LookUpAccount } from '../../lib/account-look-ups';
import { createLoginChallenges } from '../../lib/login-challenge';
import { createLoginThrottle, isKnownNetwork, unthrottledLogin, type ThrottleLogin } from '../../lib/login-throttle';
import { networkOf } from '../../lib/network';
import type { RateCounts } from '../../lib/rate-counts';
import {
  KEYED_RULES,
  ORGANISER_CALLS,
  ORGANISER_EXPORTS,
  PAYMENT_REFERENCES_PER_USER,
  REMOTE_HEALTH_PER_NETWORK,
  REMOTE_HEALTH_TICKETS_PER_NETWORK,
  RESET_TOKEN_FAILURES_PER_NETWORK,
  SIGN_UP_CALLS,
  SIGN_UP_CALLS_PER_NETWORK,
  TAKEN_FOUND_PER_NETWORK,
  TEAM_CHANGES_PER_LEADER,
  type KeyedRule,
  type LimitedCall,
} from './rate-limit-rules';

/*
 * Rate limits, and the trade-offs they make (docs/API.md#rate-limits, docs/SECURITY.md#one-address-many-people;
 * OWASP's Authentication and Credential Stuffing cheat sheets). Their numbers are in rate-limit-rules.ts.
 *
 * A limit keyed by e-mail alone is a weapon: anyone who knows an address can spend its budget and lock the owner
 * out (ten wrong logins from anywhere used to make the right password answer 429 for 15 minutes). So every limit
 * about an account or an address is strict per (e-mail, network) and only a much higher ceiling applies per e-mail:
 *
 * - login counts *failed* logins only, per (account, network), per account outside the networks it signed in
 *   from, and per device; a network's failures only make its sign-ins pay with a proof of work: lib/login-throttle.ts.
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
 * - checkEmail, checkMobile and sendEmail count per network what an enumerator gains: the distinct e-mails and
 *   mobiles found taken (TAKEN_FOUND_PER_NETWORK); a campus of new students finds few.
 * - Every limited call also has a generous budget per network: at the fest desk a whole college registers from
 *   behind one address, and sign-up's calls are sized for a campus (SIGN_UP_CALLS_PER_NETWORK).
 *
 * A network is an IPv4 address or an IPv6 /64 (lib/network.ts). The counts about accounts and addresses live in
 * Redis or the database (lib/rate-counts.ts), where a flood of other keys cannot evict them and every API process
 * sees the same numbers: @fastify/rate-limit can do neither (its stores are an LRU or Redis, and they can not give
 * a try back or remember a network). The per-network budgets are plain request limits, so @fastify/rate-limit keeps
 * them: in Redis when there is one, else in each process (sized for the event: evicting one takes 100,000 other
 * networks, and only resets a generous budget; with several processes and no Redis each has its own). A refused
 * call stops at the first limit it breaks, so it adds nothing to the later counts.
 */

export interface RateLimits {
  /**
   * preHandler hooks per limited call, empty when RATE_LIMIT=off. They run once the input has been checked: a call
   * refused as invalid (400) costs nothing to refuse and spends no budget, so junk sent from an address can not use
   * up what the valid calls from that address (a whole college at the fest desk) may make.
   */
  hooks: Record<LimitedCall, preHandlerAsyncHookHandler[]>;
  /** Login under the failed-login limits of its account and network (lib/login-throttle.ts). */
  throttleLogin: ThrottleLogin;
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
  /**
   * Runs a look-up that tells whether an e-mail or mobile has an account (checkEmail, checkMobile, sendEmail): counts
   * the distinct ones the caller's network found taken (a ConflictError), and throws RateLimitedError instead of
   * looking once TAKEN_FOUND_PER_NETWORK are found.
   */
  lookUpAccount: LookUpAccount;
  /** Counts one call of an organiser (every /organisers call) and throws RateLimitedError past ORGANISER_CALLS. */
  throttleOrganiser(userId: string): Promise<void>;
  /** Counts one CSV export of an organiser and throws RateLimitedError past ORGANISER_EXPORTS. */
  throttleExport(userId: string): Promise<void>;
  /** preHandler hooks of the browsers' remote health reports (POST /remote-health): REMOTE_HEALTH_PER_NETWORK. */
  remoteHealth: preHandlerAsyncHookHandler[];
  /** preHandler hooks of the tickets for them (POST /remote-health/ticket): REMOTE_HEALTH_TICKETS_PER_NETWORK. */
  remoteHealthTicket: preHandlerAsyncHookHandler[];
}

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
  throttleLogin: unthrottledLogin,
  lookUpAccount: (_ip, _key, lookUp) => lookUp(),
  failedResetToken: () => Promise.resolve(),
  throttleTeamChange: () => Promise.resolve(),
  throttlePaymentReference: () => Promise.resolve(),
  throttleOrganiser: () => Promise.resolve(),
  throttleExport: () => Promise.resolve(),
  remoteHealth: [],
  remoteHealthTicket: [],
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
  async (
    app: FastifyInstance,
    { stores, clock, secret }: { stores: RateCountStores | undefined; clock: Clock; secret: string },
  ) => {
    app.decorate('limits', stores ? await limitsOf(app, stores, clock, secret) : OFF);
  },
  { name: 'rate-limits' },
);

/**
 * A per-network request budget kept by @fastify/rate-limit, as a check that throws RateLimitedError once spent. While
 * Redis is down the budget is not counted and the call goes on (`skipOnError`): it is a generous bound against floods,
 * and a Redis outage must refuse only what cannot be done without it, the counts about accounts and addresses
 * (docs/SECURITY.md#when-redis-is-down).
 */
function networkBudget(app: FastifyInstance, name: string, limit: Limit) {
  // `cache` sizes this limiter's own LRU: the plugin-wide option does not reach the child store a limiter made
  // this way gets (LocalStore.child reads it from these options), though the types leave it out.
  const options: CreateRateLimitOptions & { cache: number } = {
    max: limit.max,
    timeWindow: limit.windowMs,
    cache: NETWORKS_KEPT_IN_PROCESS,
    keyGenerator: (request) => `${name}:${networkOf(request.ip)}`,
    skipOnError: true,
  };
  const budget = app.createRateLimit(options);
  return async (request: FastifyRequest): Promise<void> => {
    const spent = await budget(request);
    if (!spent.isAllowed && spent.isExceeded)
      throw new RateLimitedError(apiMessages.tooManyRequests, Math.max(1, spent.ttlInSeconds));
  };
}

/** `secret`: the site's shared key (the device cookie's), from which the login challenges' key is derived. */
async function limitsOf(
  app: FastifyInstance,
  stores: RateCountStores,
  clock: Clock,
  secret: string,
): Promise<RateLimits> {
  await app.register(rateLimit, {
    global: false,
    ...(stores.redis ? { redis: stores.redis, nameSpace: 'greatstep:net:' } : {}),
  });
  const counts = withHashedKeys(stores.perAccount);
  const within = withinLimits(counts, clock);

  const hookFor = (call: LimitedCall): preHandlerAsyncHookHandler => {
    // Login's and the reset links' own limits are their throttle functions; the others have a keyed rule.
    const rule: KeyedRule | undefined = (KEYED_RULES as Partial<Record<LimitedCall, KeyedRule>>)[call];
    const perNetwork = networkBudget(app, call, SIGN_UP_CALLS.has(call) ? SIGN_UP_CALLS_PER_NETWORK : PER_NETWORK);
    return async (request) => {
      const network = networkOf(request.ip);
      await perNetwork(request);
      const key = rule?.key(request);
      if (!rule || key === undefined) return;
      await within(`${call}:key-net:${key}|${network}`, rule.perKeyAndNetwork);
      if (rule.spareKnownNetworks && (await isKnownNetwork(counts, key, network))) return;
      await within(`${call}:key:${key}`, rule.perKey);
    };
  };

  const remoteHealth: preHandlerAsyncHookHandler = networkBudget(app, 'remote-health', REMOTE_HEALTH_PER_NETWORK);
  const remoteHealthTicket: preHandlerAsyncHookHandler = networkBudget(
    app,
    'remote-health-ticket',
    REMOTE_HEALTH_TICKETS_PER_NETWORK,
  );

  return {
    remoteHealth: [remoteHealth],
    remoteHealthTicket: [remoteHealthTicket],
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
    throttleLogin: createLoginThrottle(counts, createLoginChallenges(secret, clock)),
    lookUpAccount: createAccountLookUps(counts, TAKEN_FOUND_PER_NETWORK),
    throttleTeamChange: (userId) => within(`team-change:user:${userId}`, TEAM_CHANGES_PER_LEADER),
    throttlePaymentReference: (userId) => within(`payment-reference:user:${userId}`, PAYMENT_REFERENCES_PER_USER),
    throttleOrganiser: (userId) => within(`organiser:user:${userId}`, ORGANISER_CALLS),
    throttleExport: (userId) => within(`organiser-export:user:${userId}`, ORGANISER_EXPORTS),
    failedResetToken: (ip) => within(`reset-token:fail:net:${networkOf(ip)}`, RESET_TOKEN_FAILURES_PER_NETWORK),
  };
}
