import { eventContent } from '../../mf-events/src/content/events';
import { signInAs, signUpViaApi } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { expect, mainHeading, test } from '../support/fixtures';
import { expectNoSideScroll } from '../support/layout';

test('Rules and Problem Statement open our documents in a new tab', async ({ page }) => {
  await page.goto('/great-step/events/competitions/Safety_DA');
  for (const [link, heading] of [
    ['Rules', 'Rules: Mine Safety and Geo-Data Analytics'],
    ['Problem Statement', 'Problem statement: Mine Safety and Geo-Data Analytics'],
  ] as const) {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: link }).click(),
    ]);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The documents once had no icon and no way back to the site.
    await expect(tab.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml/);
    await tab.getByRole('link', { name: '← Mine Safety and Geo-Data Analytics on the GreatStep site' }).click();
    await expect(mainHeading(tab)).toHaveText('Mine Safety and Geo-Data Analytics');
    await tab.close();
  }
});

test('Quizomania: registering opens the quiz section', async ({ page, request }) => {
  const account = await signUpViaApi(request, { firstName: 'Quiz', lastName: 'Taker' });
  await signInAs(page, account);
  await page.goto('/great-step/events/competitions/quiz');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You have successfully registered, check rules for more details')).toBeVisible();
  // This build sets no QUIZOMANIA_FORM_URL: the page says the form is on its way instead of embedding a dead one.
  await expect(page.getByText('The quiz form appears here as soon as the organisers publish it.')).toBeVisible();
});

test('an id that is not an event shows the 404 page', async ({ page }) => {
  await page.goto('/great-step/events/competitions/not-an-event');
  await expect(mainHeading(page)).toHaveText('404 Error');
  await expect(page.getByText("This Page Doesn't Exist")).toBeVisible();
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(mainHeading(page)).toHaveText('Home');
});

test('CODE-X-TRACTION is coming soon; Pitch Perfect has its detail page', async ({ page }) => {
  await page.goto('/great-step/events/competitions/code_ext');
  await expect(page.getByText('Coming soon.', { exact: true })).toBeVisible();
  await page.goto('/great-step/events/competitions/Pitch_Perfect');
  await expect(page.getByRole('main').getByRole('listitem')).toContainText(eventContent.Pitch_Perfect.info);
});

test.describe(() => {
  // These end with an axe check of their own: the fixture's would run axe again on the same screen.
  test.use({ axeAtEnd: false });

  test('a competition page with its team panel, and Guess The Theme, pass axe', async ({ page, request }) => {
    // A sign-up (argon2), two pages and two axe runs on a shared two-core machine.
    test.slow();
    const account = await signUpViaApi(request, { firstName: 'Axe', lastName: 'Check' });
    await signInAs(page, account);
    await page.goto('/great-step/events/competitions/Petro_CS');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('textbox', { name: "Member's email" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
    // A CSS module class that does not exist once rendered as class="gs-page undefined".
    await expect(page.locator('[class~="undefined"]')).toHaveCount(0);

    await page.goto('/great-step/events/competitions/gth');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
  });
});

// The picture a page opens with (its largest paint on a phone) is fetched once: by the page's HTML, which holds the
// page (docs/PERFORMANCE.md#the-page-in-its-html); the app's page, and the preload its routes make, take that answer
// rather than asking again.
for (const [path, picture, name] of [
  ['/great-step/events/competitions/Geobotics', 'geobotics-', 'A robot exploring a mine'],
  ['/great-step/events', 'safety-da-', 'A rising line chart over the layers of a mine'],
] as const) {
  test(`${path}: the opening picture is preloaded once and shown from that download`, async ({ page }) => {
    await page.goto(path);
    const image = page.getByRole('img', { name }).first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    const downloads = await page.evaluate(
      (file) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.split('/').pop()?.startsWith(file))
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      picture,
    );
    expect(downloads).toEqual(['img']);
  });
}
