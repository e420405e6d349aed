import type { Page } from '@playwright/test';
import { messages } from '@greatstep/shared';
import { signInAs, signUpViaApi } from '../support/accounts';
import { expect, mainHeading, test } from '../support/fixtures';
import { REGISTERED } from '../support/teams';

// A visitor whose browser runs no scripts, a crawler, and a throttled phone whose scripts come late: what the pages in
// their HTML give each of them (docs/PRODUCT.md#without-scripts). server-pages.spec.ts holds the takeover itself.

const GEOBOTICS = '/great-step/events/competitions/Geobotics';
const LISTING = '/great-step/events/competitions';
const SCRIPT_DELAY_MS = 5_000;

/** Whether this project is the phone's, whose navbar links wait behind Menu. */
const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test.describe('with JavaScript off', () => {
  // axe runs as a script in the page; accessibility.spec.ts checks these pages with scripts.
  test.use({ javaScriptEnabled: false, axeAtEnd: false, awaitTheApp: false });

  // Home's HTML once ended before "Our Sponsors": its sections under the carousel waited for a scroll.
  test("Home names its sponsors under 'Our Sponsors'", async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Our Sponsors' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: 'Our Sponsors' })).toBeVisible();
    // Some of them by name, as marketing.spec.ts does (every one from the content: home-page-prerendered.test.tsx);
    // the content module brings its pictures' types, which this folder's TypeScript does not read.
    for (const name of ['TerraDrill', 'OreCast', 'BlastCore']) {
      await expect(section.getByRole('img', { name, exact: true })).toBeVisible();
    }
  });

  test("an event's Register leads to Sign In, named for the event, and Back to the listing", async ({ page }) => {
    await page.goto(GEOBOTICS);
    const register = page.getByRole('link', { name: 'Sign in to register for Geobotics' });
    await expect(register).toHaveText('Register');
    await register.click();
    await expect(page).toHaveURL(/\/signin\?from=%2Fgreat-step%2Fevents%2Fcompetitions%2FGeobotics$/);
    await expect(mainHeading(page)).toHaveText('Sign In');

    await page.goto(GEOBOTICS);
    await page.getByRole('main').getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(LISTING);
    await expect(mainHeading(page)).toHaveText('Events');
  });

  for (const [path, heading] of [
    ['/signin', 'Sign In'],
    ['/signup', 'Sign Up'],
    ['/resetPassword', 'Reset Password'],
  ] as const) {
    test(`the form of ${path} says at the form that it needs JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(heading);
      await expect(page.locator('form').getByText(messages.formNeedsScripts)).toBeVisible();
    });
  }

  test(
    "the phone's Menu opens its links without hiding the page's heading",
    { tag: '@phone-only' },
    async ({ page }) => {
      test.skip(!onPhone(page), 'the links sit behind Menu on a phone only');
      await page.goto(GEOBOTICS);
      await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
      const heading = mainHeading(page);
      await expect(heading).toBeInViewport();
      // Not under the navbar, which once stuck over it as tall as the open list.
      const [banner, title] = [await page.getByRole('banner').boundingBox(), await heading.boundingBox()];
      expect(title && banner && title.y >= banner.y + banner.height).toBe(true);
    },
  );
});

test.describe('with scripts on', () => {
  test('the note that a form needs JavaScript never shows where scripts run', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(messages.formNeedsScripts)).toBeHidden();
  });
});

test.describe('with the scripts 5 s late, as on a throttled phone', () => {
  test.use({ awaitTheApp: false });

  async function delayScripts(page: Page): Promise<void> {
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue();
    });
  }

  /** Whether the element shows its busy spinner (the shell's stylesheet draws it as its ::after). */
  const spinnerShows = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element, '::after').animationName !== 'none');

  // Once about 5 s passed on such a phone between pressing Sign In and any sign that the press was taken.
  test('a press before the scripts shows at once that it was taken', { tag: '@one-size' }, async ({ page }) => {
    test.slow();
    await delayScripts(page);
    await page.goto('/signin', { waitUntil: 'commit' });
    await expect(mainHeading(page)).toHaveText('Sign In');
    await page.getByLabel('Email').fill('early@example.org');
    await page.getByLabel('Password').fill('Early123');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await signIn.click({ noWaitAfter: true });
    await expect(signIn).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
    expect(await spinnerShows(page, '#gs-server-page [aria-busy="true"]')).toBe(true);
    await expect(page.locator('#gs-server-page')).toHaveCount(1);
  });

  test(
    'Register pressed before the scripts is marked busy, and registers a signed-in visitor once they come',
    { tag: '@one-size' },
    async ({ page, request }) => {
      test.slow();
      await signInAs(page, await signUpViaApi(request));
      await delayScripts(page);
      await page.goto(GEOBOTICS, { waitUntil: 'commit' });
      await expect(mainHeading(page)).toHaveText('Geobotics');
      // The server's page is the signed-out one: Register is its link to Sign In, kept as a press instead.
      const register = page.locator('#gs-server-page').getByRole('link', { name: 'Sign in to register for Geobotics' });
      await register.click({ noWaitAfter: true });
      await expect(register).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
      await expect(page).toHaveURL(GEOBOTICS);

      await expect(page.getByText(REGISTERED)).toBeVisible({ timeout: 8 * SCRIPT_DELAY_MS });
      await expect(page).toHaveURL(GEOBOTICS);
    },
  );
});
