import type { Authenticate } from './authenticate';
import type { KeyedCalls } from '../plugins/app/idempotency';
import type { RateLimits } from '../plugins/external/rate-limit';
import type { Services } from '../services';

/** What every route plugin is registered with. */
export interface RouteContext {
  services: Services;
  limits: RateLimits;
  /** The claim hooks of the calls that take an Idempotency-Key (docs/API.md#idempotency). */
  keyed: KeyedCalls;
  authenticate: Authenticate;
  /** Whether cookies get the Secure flag: the site is served over https (PUBLIC_URL). */
  secureCookies: boolean;
}
