import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock';

/*
 * The proof that a health report comes from a page this site served (docs/SECURITY.md#health-reports-count-only-from-served-pages).
 * remotes.json names, beside each release a browser is served, a token signed with REMOTE_HEALTH_SECRET over the
 * remote, the release (or the built-in entry) and an expiry; the shell's beacon sends it back with its report. A page
 * of another site can make its visitors send reports, but cannot read our remotes.json, so its reports carry none.
 *
 * One token per release and period, the same for every browser served that release then: the page, made once per
 * release set and compressed, stays one page per period rather than one per browser. The cohort is left out: a browser
 * picks its own by its cookie, so signing it would prove nothing, and would make a page per cohort.
 */

/** A new token every 10 minutes: the pages of a release set are made again as often. */
export const HEALTH_TOKEN_PERIOD_MS = 10 * 60_000;
/** How long after its period a token is taken: a report comes when a remote loads, which may be a while after. */
export const HEALTH_TOKEN_VALID_MS = 60 * 60_000;

/** An expiry in seconds, a dot, the signature: what remotes.json names and the beacon sends. */
export const HEALTH_TOKEN_FORM = /^\d{1,12}\.[\w-]{43}$/;

export interface HealthTokenIssue {
  /** Changes when the tokens do: pages made for one period serve until the next. */
  period: number;
  tokenFor(remote: string, release: number | null): string;
}

export interface HealthTokens {
  /** The tokens of the pages served now. */
  issue(): HealthTokenIssue;
  /** Whether a report's token was issued for this remote and release and has not expired. */
  accepts(token: string | undefined, remote: string, release: number | null): boolean;
}

function signature(secret: string, remote: string, release: number | null, expiry: number): Buffer {
  return createHmac('sha256', secret)
    .update(`greatstep remote health\n${remote}\n${release ?? 'built-in'}\n${expiry}`)
    .digest();
}

export function createHealthTokens(secret: string, clock: Clock): HealthTokens {
  return {
    issue() {
      const period = Math.floor(clock().getTime() / HEALTH_TOKEN_PERIOD_MS);
      const expiry = ((period + 1) * HEALTH_TOKEN_PERIOD_MS + HEALTH_TOKEN_VALID_MS) / 1000;
      return {
        period,
        tokenFor: (remote, release) => `${expiry}.${signature(secret, remote, release, expiry).toString('base64url')}`,
      };
    },
    accepts(token, remote, release) {
      if (token === undefined || !HEALTH_TOKEN_FORM.test(token)) return false;
      const [expiryText = '', signed = ''] = token.split('.');
      const expiry = Number(expiryText);
      const now = clock().getTime();
      // Expired, or later than any this server issues.
      if (expiry * 1000 <= now || expiry * 1000 > now + HEALTH_TOKEN_PERIOD_MS + HEALTH_TOKEN_VALID_MS) return false;
      const given = Buffer.from(signed, 'base64url');
      const expected = signature(secret, remote, release, expiry);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** For a process that serves no page and takes no report (the command line): issues nothing, accepts nothing. */
export const NO_HEALTH_TOKENS: HealthTokens = {
  issue() {
    throw new Error('this process issues no health tokens');
  },
  accepts: () => false,
};
