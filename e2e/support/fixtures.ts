import { test as base, expect, type Locator, type Page } from '@playwright/test';
import intro from '../../shell/src/config/intro.json';
import { axeViolations, WCAG_21_AA } from './axe';

/** The shell's record that this tab has seen the intro (named once, in the shell's config/intro.json). */
export const INTRO_PLAYED_KEY = intro.playedKey;

/** Marks the intro as played before any script runs, so a test starts at the page itself. */
async function skipIntro(page: Page): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), INTRO_PLAYED_KEY);
}

/**
 * Pages that fail a test on any uncaught error or console error: a composed site that "works" while throwing in
 * the console is not working. Tests that provoke failures on purpose opt out with `allowConsoleErrors`.
 */
/**
 * A page that came in its HTML is the server's until the app has drawn the same page and taken over
 * (docs/PERFORMANCE.md#the-page-in-its-html): a journey about the app starts from the app's page, as a visitor's does
 * a moment after it opens. Only the element the server writes is looked at: on other pages this is done at once.
 */
async function untilTheAppShows(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('gs-server-page') === null, undefined, { timeout: 30_000 });
}

/** page.goto and page.reload, each waiting for the app's page unless told `waitUntil: 'commit'`. */
function waitingForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilTheAppShows(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilTheAppShows(page);
    return response;
  };
}

/** The journeys' options, which a spec sets with test.use and a project in playwright.config.ts. */
export interface JourneyOptions {
  allowConsoleErrors: boolean;
  playIntro: boolean;
  axeAtEnd: boolean;
  awaitTheApp: boolean;
}

export const test = base.extend<JourneyOptions>({
  allowConsoleErrors: [false, { option: true }],
  playIntro: [false, { option: true }],
  // Off where a journey looks at the server's page itself: scripts off, late or failing (server-pages.spec.ts).
  awaitTheApp: [true, { option: true }],
  // Where a journey ends, the screen it left must pass axe (WCAG 2.1 A/AA, serious and critical findings): every
  // journey checks one more screen than the accessibility specs list. On the phone; the desktop project sets it off.
  axeAtEnd: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, playIntro, axeAtEnd, awaitTheApp }, use, testInfo) => {
    if (awaitTheApp) waitingForTheApp(page);
    const problems: string[] = [];
    // An unknown path answers 404 with the 404 page, as it should; Chromium logs that status of the page itself as
    // a console error, which is the server being right, not the page failing. Any other resource's 404 still counts.
    const missingPages = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().resourceType() === 'document')
        missingPages.add(response.url());
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (missingPages.has(message.location().url) && message.text().includes('status of 404')) return;
      // A form of a prerendered page sent before the scripts: its policy refuses it, as it should, and Chromium logs
      // the refusal (docs/SECURITY.md#prerendered-pages-are-data).
      if (message.text().includes(`violates the following Content Security Policy directive: "form-action 'none'"`))
        return;
      problems.push(`console error: ${message.text()}`);
    });
    if (!playIntro) await skipIntro(page);
    await use(page);
    if (!allowConsoleErrors) expect(problems).toEqual([]);
    const passedSoFar = testInfo.status === testInfo.expectedStatus;
    if (axeAtEnd && passedSoFar && !page.isClosed() && /^https?:/.test(page.url())) {
      expect(await axeViolations(page, { tags: WCAG_21_AA }), `axe on ${page.url()} where the journey ended`).toEqual(
        [],
      );
    }
  },
});

export { expect };

export { WCAG_21_AA } from './axe';

/** The page's main heading, the one thing every screen of the route table shows. */
export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** The site's main navigation, where SignIn turns into Profile once someone is signed in. */
function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /main/i });
}

/** The shell's navbar is there: the banner shows, holding the main navigation (behind Menu on a phone). */
export async function expectNavbar(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main', includeHidden: true })).toBeAttached();
}

/**
 * A link of the main navigation as a visitor reaches it: on a phone the links wait behind the Menu button, so it
 * opens the menu first when the button shows and the menu is closed.
 */
export async function navLink(page: Page, name: string) {
  return (await showNavLink(page, name)).link;
}

/**
 * What shows the navigation's links on a phone, hidden on wider screens, where the links show: the shell's Menu
 * button, or, on a page that came in its HTML before the scripts have taken over, its Menu link.
 */
const phoneMenuButton = (page: Page) =>
  page.getByRole('button', { name: 'Menu' }).or(page.getByRole('banner').getByRole('link', { name: 'Menu' }));
const isOpen = async (menu: Locator) => (await menu.getAttribute('aria-expanded')) === 'true';

/**
 * That the main navigation shows this link (SignIn or Profile tell who is signed in), looked at as a visitor would:
 * on a phone the menu is opened to look and closed again, so the page is left as it was.
 */
export async function expectInNav(page: Page, name: string): Promise<void> {
  const { link, menu } = await showNavLink(page, name);
  await expect(link).toBeVisible();
  if (menu) await menu.click();
}

/**
 * The main navigation's link, shown as a visitor gets to it; `menu` is the phone's Menu button it opened, or null
 * where the links show without one.
 */
async function showNavLink(page: Page, name: string): Promise<{ link: Locator; menu: Locator | null }> {
  const menu = phoneMenuButton(page);
  const link = mainNav(page).getByRole('link', { name, exact: true });
  // The navbar is drawn by the shell's scripts, which may still be running when the page's load event has fired:
  // looked at before it shows, a phone's Menu button would read as absent and stay closed over the link.
  await expect(page.getByRole('banner')).toBeVisible();
  if (!(await menu.isVisible())) return { link, menu: null };
  // A route change as the page settles (a stored sign-in read, a redirect) closes the menu: open it until the link shows.
  await expect(async () => {
    if (!(await isOpen(menu))) await menu.click();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return { link, menu };
}
