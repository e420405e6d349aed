import { randomInt } from 'node:crypto';

/**
 * A browser's canary cohort (docs/ARCHITECTURE.md#releases-and-canaries): a random number from 0 to 99 the browser
 * keeps in a cookie, so it sees the same release of a remote on every visit while a canary runs. It says nothing
 * about the person: it is drawn at random, and a test pins one by setting the cookie.
 */
export const COHORT_COOKIE = 'gs_cohort';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The cohort the request's cookie names, or null when it names none (or something that is not one). */
export function cohortOf(cookieHeader: string | undefined): number | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=(\\d{1,2})(?:;|$)`));
  return match?.[1] === undefined ? null : Number(match[1]);
}

export function drawCohort(): number {
  return randomInt(100);
}

/**
 * Set-Cookie for a new cohort: readable by the page's scripts (nothing secret in it), sent back on every page and
 * remotes.json request of the site, kept a year.
 */
export function cohortCookie(cohort: number): string {
  return `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/**
 * Link-preview fetchers and search engines, by the names their user agents carry: chat apps and social networks
 * (WhatsApp, Telegram, Slack, Discord, Facebook, X, LinkedIn, Skype, Pinterest, Reddit), search engines, and the
 * generic words of any crawler. Case does not matter; the test is a plain substring search, as anything a client
 * writes must be read (docs/SECURITY.md#what-a-client-writes-costs-it-not-us).
 */
const PREVIEW_AGENTS = [
  'whatsapp',
  'telegrambot',
  'slackbot',
  'slack-imgproxy',
  'discordbot',
  'facebookexternalhit',
  'facebot',
  'twitterbot',
  'linkedinbot',
  'skypeuripreview',
  'pinterest',
  'redditbot',
  'embedly',
  'googlebot',
  'bingbot',
  'applebot',
  'duckduckbot',
  'yandex',
  'baiduspider',
  'bot/',
  'crawler',
  'spider',
  'preview',
];

/**
 * Whether a request without a cohort is one a canary is not for: a HEAD (a link checker, a preview fetcher asking
 * what is there) or a known preview or search agent. Each would draw a new cohort per fetch, keep no cookie, and so
 * show a shared link's old or new prize by chance: they get the stable releases, and no cookie
 * (docs/ARCHITECTURE.md#releases-and-canaries).
 */
export function isNoBrowser(method: string, userAgent: string | undefined): boolean {
  if (method === 'HEAD') return true;
  const agent = (userAgent ?? '').slice(0, 512).toLowerCase();
  return agent === '' || PREVIEW_AGENTS.some((name) => agent.includes(name));
}
