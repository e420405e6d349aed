import type { Page } from '@playwright/test';
import { REMOTE_TIMEOUT_MS } from '../../shell/src/lib/remotes/timed-fetch';
import { expect, expectNavbar, mainHeading, navLink, test } from '../support/fixtures';
import {
  REMOTES,
  endRenderFault,
  failChunkOnce,
  makeSlow,
  makeThrowWhileRendering,
  makeUnreachable,
  type RemoteUnderTest,
} from '../support/remote-faults';

/**
 * Each remote in turn down from the start, down after it loaded, slow and throwing, in the built site: whatever one
 * remote does, the frame and the other two keep working, and the failing one says so in its own place and recovers
 * on Retry. composition.spec.ts keeps the events remote's unreachable and hanging cases.
 */

/** Each response of a slow remote comes this late: well within the shell's time-out of one request. */
const SLOW_MS = 5_000;

const FILES_NOT_FETCHED = 'Its files could not be fetched. Check your connection, then try again.';
const RENDER_FAILED = 'Something went wrong while showing this page. Try again, or go to another page.';

const fallbackTitle = (remote: RemoteUnderTest) => `The ${remote.section} section could not be loaded`;

/** The remote's fallback fills the page's main part, the navbar and footer around it. */
async function expectFallback(page: Page, remote: RemoteUnderTest, detail: string): Promise<void> {
  await expect(mainHeading(page)).toHaveText(fallbackTitle(remote), { timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(detail);
  await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectNavbar(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/**
 * Opens the remote's page in the app, as a visitor moving through the site does: another remote's page first, which
 * the app takes over, then the navbar's link. Its own address opened directly would be a prerendered page (every
 * remote's public pages are), which stays the server's when its remote fails (server-pages.spec.ts).
 */
async function openInTheApp(page: Page, remote: RemoteUnderTest): Promise<void> {
  const start = REMOTES.find((other) => other !== remote) as RemoteUnderTest;
  await page.goto(start.path);
  await expect(mainHeading(page)).toHaveText(start.heading);
  await (await navLink(page, remote.navLink)).click();
  await expect(page).toHaveURL(remote.path);
}

/** From the remote's page, each other remote's page opens from the navbar; Back then returns to the remote's path. */
async function visitOthersAndComeBack(page: Page, remote: RemoteUnderTest): Promise<void> {
  const others = REMOTES.filter((other) => other !== remote);
  for (const other of others) {
    await (await navLink(page, other.navLink)).click();
    await expect(mainHeading(page)).toHaveText(other.heading);
  }
  for (let step = 0; step < others.length; step += 1) await page.goBack();
  await expect(page).toHaveURL(remote.path);
}

for (const remote of REMOTES) {
  test.describe(`the ${remote.name} remote`, () => {
    test.describe('failing', () => {
      test.use({ allowConsoleErrors: true });

      test('unreachable: its page shows the fallback in the layout, the other remotes work, Retry loads it once it is back', async ({
        page,
      }) => {
        const bringBack = await makeUnreachable(page, remote.name);
        await openInTheApp(page, remote);
        await expectFallback(page, remote, FILES_NOT_FETCHED);
        await visitOthersAndComeBack(page, remote);
        await expectFallback(page, remote, FILES_NOT_FETCHED);

        await bringBack();
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(mainHeading(page)).toHaveText(remote.heading);
      });

      test('going down after it loaded: the other remotes still open, though they may borrow its copies of packages', async ({
        page,
      }) => {
        await page.goto(remote.path);
        await expect(mainHeading(page)).toHaveText(remote.heading);
        // Loaded first, it provides the packages the shell does not share (@greatstep/shared/api, …) to the others.
        await makeUnreachable(page, remote.name);
        await visitOthersAndComeBack(page, remote);
        // Its page's code is in: it shows again, its pictures aside.
        await expect(mainHeading(page)).toHaveText(remote.heading);
      });

      test('throwing while it renders: the fallback shows for it alone, and Retry renders it without a reload once it stops', async ({
        page,
      }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await makeThrowWhileRendering(page, remote.name);
        await openInTheApp(page, remote);
        await expectFallback(page, remote, RENDER_FAILED);
        // The fallback is the injected fault's, caught by the remote's boundary, not some other failure.
        expect(errors.some((text) => text.includes('injected render fault'))).toBe(true);
        await visitOthersAndComeBack(page, remote);
        await expectFallback(page, remote, RENDER_FAILED);

        const document = await page.evaluate(() => performance.timeOrigin);
        await endRenderFault(page);
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(mainHeading(page)).toHaveText(remote.heading);
        // The same document: Retry rendered the remote again, the page was not reloaded.
        expect(await page.evaluate(() => performance.timeOrigin)).toBe(document);
      });
    });

    // No console error allowed here: a slow remote is not a failing one.
    test(`slow, each response ${SLOW_MS / 1000} s late: its loading state shows, the frame works meanwhile, then its page with no fallback`, async ({
      page,
    }) => {
      expect(SLOW_MS).toBeLessThan(REMOTE_TIMEOUT_MS);
      await makeSlow(page, remote.name, SLOW_MS);
      await openInTheApp(page, remote);
      const loading = page.getByText(`Loading the ${remote.section} section…`);
      await expect(loading).toBeVisible();

      await visitOthersAndComeBack(page, remote);
      // Still on its way when the visitor comes back: the other pages opened meanwhile.
      await expect(loading).toBeVisible();

      // Its manifest, then remoteEntry.js with its chunks, then any chunk those need: two or three rounds, each SLOW_MS
      // late, 10 s or more in all, though no one request comes near the time-out.
      await expect(mainHeading(page)).toHaveText(remote.heading, { timeout: 30_000 });
      await expect(page.getByText(fallbackTitle(remote))).toHaveCount(0);
    });
  });
}

test.describe("a remote's page chunk", () => {
  test.use({ allowConsoleErrors: true });

  test('failing once, as a flaky network drops one request: Retry fetches it again and shows the page, with no reload', async ({
    page,
  }) => {
    const events = REMOTES.find((remote) => remote.name === 'events');
    if (!events) throw new Error('composition.json names no events remote');
    await page.goto('/great-step/events');
    const card = page.getByRole('article', { name: 'Mine Shot' });
    await expect(card).toBeVisible();
    // The event page's chunk loads apart from the listing (mf-events/src/app/routes.tsx), once a card is opened.
    const requests = await failChunkOnce(page, events.name, 'route-eventPage');
    await card.getByRole('link', { name: 'Open Mine Shot' }).click();
    await expectFallback(page, events, RENDER_FAILED);
    expect(requests()).toBe(1);

    const document = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(mainHeading(page)).toHaveText('Mine Shot');
    expect(requests()).toBe(2);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(document);
  });
});
