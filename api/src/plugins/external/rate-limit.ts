import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { apiMessages } from '../../lib/api-messages';
import { RateLimitedError } from '../../lib/domain-errors';

export type LimitedCall = 'login' | 'sendEmail' | 'resetPassword' | 'checkEmail' | 'checkMobile';

/**
 * preValidation hooks per limited call, empty when RATE_LIMIT=off: they run before the input is checked, so
 * malformed calls count too.
 */
export type RateLimits = Record<LimitedCall, preValidationAsyncHookHandler[]>;

const MINUTE = 60_000;
// Generous per address: at the fest desk a whole college registers from behind one IP.
const PER_IP = { max: 300, timeWindow: 15 * MINUTE };

/** The e-mail (or mobile) a request is about: from the body for POSTs, from the path for the checks. */
type KeyOf = (request: FastifyRequest) => string | undefined;

const field = (source: unknown, name: string): string | undefined => {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= 320 ? value.trim().toLowerCase() : undefined;
};
const bodyEmail: KeyOf = (request) => field(request.body, 'email');

// Strict per e-mail or account: guessing one person's password or flooding one inbox stays slow.
const rules: Record<LimitedCall, { max: number; timeWindow: number; key: KeyOf }> = {
  login: { max: 10, timeWindow: 15 * MINUTE, key: bodyEmail },
  sendEmail: { max: 5, timeWindow: 15 * MINUTE, key: bodyEmail },
  resetPassword: { max: 5, timeWindow: 15 * MINUTE, key: bodyEmail },
  checkEmail: { max: 20, timeWindow: 15 * MINUTE, key: (request) => field(request.params, 'email') },
  checkMobile: { max: 20, timeWindow: 15 * MINUTE, key: (request) => field(request.params, 'mobile') },
};

export async function registerRateLimits(app: FastifyInstance, enabled: boolean): Promise<RateLimits> {
  if (!enabled) return { login: [], sendEmail: [], resetPassword: [], checkEmail: [], checkMobile: [] };
  await app.register(rateLimit, { global: false, cache: 20_000 });

  const hookFor = (call: LimitedCall): preValidationAsyncHookHandler => {
    const rule = rules[call];
    const perIp = app.createRateLimit({ ...PER_IP, keyGenerator: (request) => `${call}:ip:${request.ip}` });
    const perKey = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindow,
      keyGenerator: (request) => `${call}:key:${rule.key(request) ?? ''}`,
    });
    return async (request) => {
      const limiters = rule.key(request) === undefined ? [perIp] : [perIp, perKey];
      for (const limiter of limiters) {
        const state = await limiter(request);
        if (!state.isAllowed && state.isExceeded)
          throw new RateLimitedError(apiMessages.tooManyRequests, state.ttlInSeconds);
      }
    };
  };

  return {
    login: [hookFor('login')],
    sendEmail: [hookFor('sendEmail')],
    resetPassword: [hookFor('resetPassword')],
    checkEmail: [hookFor('checkEmail')],
    checkMobile: [hookFor('checkMobile')],
  };
}
