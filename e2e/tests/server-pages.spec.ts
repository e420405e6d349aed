import type { Page } from '@playwright/test';
import { eventContent } from '../../mf-events/src/content/events';
import { prizeText } from '../../mf-events/src/lib/event-facts';
import { PASSWORD, signUpViaApi } from '../support/accounts';
import { expect, expectInNav, mainHeading, test } from '../support/fixtures';

// The pages that arrive in their HTML (docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes): what a visitor sees
// with no scripts at all, and with scripts that come late.

const GEOBOTICS = '/great-step/events/competitions/Geobotics';
/** Its prize as the page says it, from the events team's content. */
const GEOBOTICS_PRIZE = prizeText(eventContent.Geobotics);
const SCRIPT_DELAY_MS = 5_000;

/** Whether this project is the phone's, whose navbar links wait behind Menu. */
const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test.describe('with JavaScript off', () => {
  // axe runs as a script in the page; the pages these journeys end on are checked with scripts by accessibility.spec.ts.
  test.use({ javaScriptEnabled: false, axeAtEnd: false, awaitTheApp: false });

  test('the listing shows with its events, its links lead to an event page that shows its facts', async ({ page }) => {
    const response = await page.goto('/great-step/events');
    expect(response?.status()).toBe(200);
    await expect(mainHeading(page)).toHaveText('Events');
    await expect(page.getByRole('tab', { name: 'Competitions' })).toHaveAttribute('aria-selected', 'true');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Geobotics/ })
      .first()
      .click();
    await expect(page).toHaveURL(GEOBOTICS);
    await expect(mainHeading(page)).toHaveText('Geobotics');
    const main = page.getByRole('main');
    await expect(main.getByText(GEOBOTICS_PRIZE)).toBeVisible();
    await expect(main.getByText('Teams of up to 4')).toBeVisible();
    await expect(main.getByRole('img', { name: 'A robot exploring a mine' })).toBeVisible();
    // How to reach the society, in the footer of every page.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'greatstept@gmail.com' })).toBeVisible();
  });

  test("the navbar's links work as plain links, on a phone behind Menu, which opens without a script", async ({
    page,
  }) => {
    await page.goto(GEOBOTICS);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (onPhone(page)) {
      await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
      await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
      await expect(page).toHaveURL(`${GEOBOTICS}#site-nav-links`);
    }
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/aboutus');
    await expect(mainHeading(page)).toHaveText('About Us');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the tabs of the listing and a path no page has answer as pages of their own', async ({ page }) => {
    await page.goto('/great-step/events');
    await page.getByRole('tab', { name: 'Workshops' }).click();
    await expect(page).toHaveURL('/great-step/events/workshops');
    await expect(page.getByRole('tab', { name: 'Workshops' })).toHaveAttribute('aria-selected', 'true');
    const missing = await page.goto('/great-step/events/competitions/not-an-event');
    expect(missing?.status()).toBe(404);
    await expect(mainHeading(page)).toHaveText('404 Error');
  });
});

test.describe('with the scripts 5 s late', () => {
  test.use({ awaitTheApp: false });

  /** Every script of the page held back by SCRIPT_DELAY_MS, as a slow phone network would. */
  async function delayScripts(page: Page): Promise<void> {
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue();
    });
  }

  /** The page's layout shifts so far, summed as CLS counts them. */
  async function recordShifts(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { gsShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }
  const shiftsSoFar = (page: Page) =>
    page.evaluate(() => (window as unknown as { gsShifts: { total: number } }).gsShifts.total);

  test('the page shows from its HTML, then the app takes over with no shift, the scroll and focus kept', async ({
    page,
  }) => {
    test.slow();
    await recordShifts(page);
    await delayScripts(page);
    await page.goto(GEOBOTICS, { waitUntil: 'commit' });
    // Before any script: the page's facts, from the server.
    await expect(mainHeading(page)).toHaveText('Geobotics');
    await expect(page.getByRole('main').getByText(GEOBOTICS_PRIZE)).toBeVisible();
    expect(await page.locator('#root').innerHTML()).toBe('');
    // The visitor reads on: scrolls, and keys to the Rules link.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: /^Rules/ }).focus();

    // The app takes over: the server's page is gone, the app's is the one on screen.
    await expect(page.locator('#gs-server-page')).toHaveCount(0, { timeout: 6 * SCRIPT_DELAY_MS });
    await expect(page.locator('#root')).toBeVisible();
    await expect(mainHeading(page)).toHaveText('Geobotics');
    expect(await shiftsSoFar(page)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.getByRole('link', { name: /^Rules/ })).toBeFocused();
    // No intro over a page that came painted, and the app's navigation is a working router now.
    await expect(page.getByText('Loading GreatStep')).toHaveCount(0);
    if (onPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await expect(mainHeading(page)).toHaveText('Events');
  });

  // Where the button is and what it leads to are the same at every size: once, on the phone.
  test(
    'a button pressed before the scripts is pressed once they have come: Register leads to Sign In',
    { tag: '@one-size' },
    async ({ page }) => {
      test.slow();
      await delayScripts(page);
      await page.goto(GEOBOTICS, { waitUntil: 'commit' });
      await page.getByRole('link', { name: 'Sign in to register for Geobotics' }).click();
      // Signed out, the app's Register asks the visitor to sign in first (docs/PRODUCT.md).
      await expect(page).toHaveURL(/\/signin/, { timeout: 8 * SCRIPT_DELAY_MS });
    },
  );

  test('a form typed into before the scripts keeps what was typed at the takeover, with no shift', async ({ page }) => {
    test.slow();
    await recordShifts(page);
    await delayScripts(page);
    await page.goto('/signup', { waitUntil: 'commit' });
    await expect(mainHeading(page)).toHaveText('Sign Up');
    expect(await page.locator('#root').innerHTML()).toBe('');
    await page.getByLabel('Email').fill('early.bird@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Early123');
    await page.getByLabel('Confirm Password').focus();

    await expect(page.locator('#gs-server-page')).toHaveCount(0, { timeout: 6 * SCRIPT_DELAY_MS });
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('early.bird@example.org');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Early123');
    await expect(page.getByLabel('Confirm Password')).toBeFocused();
    expect(await shiftsSoFar(page)).toBe(0);
    // The app's form now: the visitor finishes it, and its own checks answer.
    await page.getByLabel('Confirm Password').fill('Early124');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText("Password doesn't match")).toBeVisible();
  });

  // Whether a form sent before the scripts is sent once they come is the same at every size: once, on the phone.
  for (const how of ['Enter in a field', 'a press of its button'] as const) {
    test(
      `${how} of the sign-in form before the scripts sends nothing, and signs in once they have come`,
      { tag: '@one-size' },
      async ({ page, request }) => {
        test.slow();
        const account = await signUpViaApi(request);
        const documents: string[] = [];
        page.on('request', (sent) => {
          if (sent.isNavigationRequest()) documents.push(sent.url());
        });
        await delayScripts(page);
        await page.goto('/signin', { waitUntil: 'commit' });
        await expect(mainHeading(page)).toHaveText('Sign In');
        await page.getByLabel('Email').fill(account.email);
        await page.getByLabel('Password').fill(PASSWORD);
        // The keyboard and the mouse, not an action that waits for the navigation it starts: the policy refuses it.
        if (how === 'Enter in a field') await page.keyboard.press('Enter');
        else {
          const box = await page.getByRole('button', { name: 'Sign In', exact: true }).boundingBox();
          await page.mouse.click((box?.x ?? 0) + 4, (box?.y ?? 0) + 4);
        }
        // The server's form is a real form, which the page's policy (form-action 'none') keeps from sending.
        await expect(page.locator('#gs-server-page')).toHaveCount(1);
        await expect(page).toHaveURL(/\/signin$/);
        expect(documents).toEqual([expect.stringMatching(/\/signin$/)]);

        await expect(page).toHaveURL(/\/$/, { timeout: 8 * SCRIPT_DELAY_MS });
        await expectInNav(page, 'Profile');
        expect(documents.filter((url) => url.includes('?'))).toEqual([]);
      },
    );
  }
});

test.describe('with the remote failing to load', () => {
  test.use({ awaitTheApp: false, allowConsoleErrors: true });

  test("a prerendered page stays the server's, whose links still lead on", async ({ page }) => {
    await page.route('**/remotes/events/**', (route) => route.abort('connectionrefused'));
    await page.goto(GEOBOTICS);
    await expect(mainHeading(page)).toHaveText('Geobotics');
    // The app met its fallback behind the page, and kept the page rather than show it.
    await expect(page.locator('#root [data-problem]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByText('The events section could not be loaded')).toBeHidden();
    await expect(page.getByRole('main').getByText(GEOBOTICS_PRIZE)).toBeVisible();
    await page.unroute('**/remotes/events/**');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/aboutus');
    await expect(mainHeading(page)).toHaveText('About Us');
  });
});
