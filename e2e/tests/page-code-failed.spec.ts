import type { Locator, Page } from '@playwright/test';
import { messages } from '@greatstep/shared';
import { axeViolations } from '../support/axe';
import { expect, mainHeading, test, WCAG_21_AA } from '../support/fixtures';
import { makeUnreachable, refuseChunk } from '../support/remote-faults';

/*
 * A first visit to a page whose code cannot come (docs/ARCHITECTURE.md#a-page-whose-code-could-not-come): the page
 * arrives in its HTML and stays readable, but its buttons have no script. It used to say nothing, however often
 * Register or Next was pressed; now the top of its main area says so, announced, with a Retry, and a press says so
 * where it was made. remote-faults.spec.ts covers the same failures met on a page the app shows (reached from another
 * page).
 */

test.use({ awaitTheApp: false, allowConsoleErrors: true });

const GEOBOTICS = '/great-step/events/competitions/Geobotics';

/** The notice at the top of the main area: its announced words and its Retry. */
function notice(page: Page): { words: Locator; retry: Locator } {
  const box = page.getByRole('main').locator('.gs-page-failed');
  return { words: box.getByRole('alert'), retry: box.getByRole('button', { name: 'Retry' }) };
}

/** What is said right after a pressed button, where the visitor looks. */
const saidAt = (button: Locator) => button.locator('xpath=following-sibling::*[1]');

async function expectNoticeOnServerPage(page: Page, heading: string): Promise<void> {
  const { words, retry } = notice(page);
  await expect(words).toHaveText(messages.pageCodeFailed, { timeout: 20_000 });
  await expect(retry).toBeVisible();
  // The server's page is kept, readable, the notice first in its main area.
  await expect(page.locator('#gs-server-page')).toHaveCount(1);
  await expect(mainHeading(page)).toHaveText(heading);
  expect(await page.getByRole('main').evaluate((main) => main.firstElementChild?.className)).toBe('gs-page-failed');
}

/** A press made as a visitor makes it, not an action that waits for what the press would start. */
async function pressAsAVisitor(page: Page, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const REGISTER = 'Sign in to register for Geobotics';

test("a competition page whose remote's files fail says so at the top, and Retry brings it", async ({ page }) => {
  const bringBack = await makeUnreachable(page, 'events');
  await page.goto(GEOBOTICS, { waitUntil: 'commit' });
  await expectNoticeOnServerPage(page, 'Geobotics');
  // The failed page itself, with what it says, passes axe as every screen a journey ends on does.
  expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);

  await bringBack();
  await notice(page).retry.click();
  // The app takes over in the same document, and its Register answers: signed out, it leads to Sign In.
  await expect(page.locator('#gs-server-page')).toHaveCount(0, { timeout: 20_000 });
  await expect(mainHeading(page)).toHaveText('Geobotics');
  await expect(page.locator('.gs-page-failed')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: REGISTER }).click();
  await expect(page).toHaveURL(/\/signin/);
});

test('on a competition page whose code failed, Register is no dead button: it leads on to Sign In', async ({
  page,
}) => {
  await makeUnreachable(page, 'events');
  await page.goto(GEOBOTICS, { waitUntil: 'commit' });
  await expectNoticeOnServerPage(page, 'Geobotics');
  // Every control of the page is a link in its HTML; the page no longer keeps a press for an app that is not coming.
  await expect(page.locator('#gs-server-page main button')).toHaveCount(1); // the notice's Retry
  await pressAsAVisitor(page, page.getByRole('main').getByRole('link', { name: REGISTER }));
  await expect(page).toHaveURL(/\/signin\?from=%2Fgreat-step%2Fevents%2Fcompetitions%2FGeobotics/);
  await expect(mainHeading(page)).toHaveText('Sign In');
});

test("Sign Up with its page's chunk refused says so, Next says so at the press, and Retry keeps what was typed", async ({
  page,
}) => {
  const bringBack = await refuseChunk(page, 'account', 'route-signup');
  await page.goto('/signup', { waitUntil: 'commit' });
  await expectNoticeOnServerPage(page, 'Sign Up');

  await page.getByLabel('Email').fill('still.here@example.org');
  const next = page.getByRole('button', { name: 'Next' });
  await pressAsAVisitor(page, next);
  await expect(saidAt(next).getByRole('alert')).toHaveText(messages.pressCodeFailed);
  // The server's form sent nothing (its policy refuses it): the page and what was typed are still there.
  await expect(page).toHaveURL(/\/signup$/);

  await bringBack();
  await saidAt(next).getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('#gs-server-page')).toHaveCount(0, { timeout: 20_000 });
  await expect(mainHeading(page)).toHaveText('Sign Up');
  await expect(page.getByLabel('Email')).toHaveValue('still.here@example.org');
});

test('a page whose shell scripts never arrive says so at once, and its Retry reloads it once they come', async ({
  page,
}) => {
  const shellMain = (url: URL) => /^\/main\.[0-9a-f]+\.js$/.test(url.pathname);
  await page.route(shellMain, (route) => route.abort('connectionrefused'));
  await page.goto(GEOBOTICS, { waitUntil: 'commit' });
  // Well before the page's own 20 s check: the failed script said it.
  await expect(notice(page).words).toHaveText(messages.pageCodeFailed, { timeout: 10_000 });
  await expect(mainHeading(page)).toHaveText('Geobotics');

  await page.unroute(shellMain);
  await notice(page).retry.click();
  await expect(page.locator('#gs-server-page')).toHaveCount(0, { timeout: 20_000 });
  await expect(mainHeading(page)).toHaveText('Geobotics');
});
