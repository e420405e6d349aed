import type { Browser, Page } from '@playwright/test';
import { signInAs, signUpViaApi, type Account } from '../support/accounts';
import { expect, mainHeading, test } from '../support/fixtures';

const REGISTERED = 'You have successfully registered, check rules for more details';

/** A browser window of its own for one account, as three people on three machines would have. */
async function windowOf(browser: Browser, account: Account, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('greatstep:intro-played', '1'));
  await signInAs(page, account);
  await page.goto(path);
  return page;
}

function teamTable(page: Page) {
  return page.getByRole('region', { name: 'Your team', exact: true }).getByRole('table');
}

function memberRow(page: Page, name: string) {
  return teamTable(page).getByRole('row').filter({ hasText: name });
}

/** Adds by e-mail and waits for the server's answer and for the refreshed team to list the person. */
async function addMember(page: Page, account: Account, name: string): Promise<void> {
  await page.getByRole('textbox', { name: "Member's email" }).fill(account.email);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Member added' }).last()).toBeVisible();
  await expect(memberRow(page, name)).toBeVisible();
}

test.describe('a team, three accounts', () => {
  test(
    'create, add two, see it everywhere, leave, remove and add again',
    { tag: '@smoke-events' },
    async ({ browser, page, request }) => {
      // Three sign-ups (argon2 hashing) and three browser windows on a shared two-core machine.
      test.setTimeout(90_000);
      const [leader, second, third] = await Promise.all([
        signUpViaApi(request, { firstName: 'Lead', lastName: 'One' }),
        signUpViaApi(request, { firstName: 'Second', lastName: 'Two' }),
        signUpViaApi(request, { firstName: 'Third', lastName: 'Three' }),
      ]);
      const path = '/great-step/events/competitions/Mineac';

      await signInAs(page, leader);
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText('Mineac');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText(REGISTERED)).toBeVisible();
      await expect(memberRow(page, 'Lead One')).toContainText('Leader');

      await addMember(page, second, 'Second Two');
      await addMember(page, third, 'Third Three');
      await expect(teamTable(page).getByRole('row')).toHaveCount(4);
      await expect(memberRow(page, 'Lead One').getByRole('button')).toHaveCount(0);

      const secondPage = await windowOf(browser, second, path);
      const thirdPage = await windowOf(browser, third, path);
      for (const other of [secondPage, thirdPage]) {
        await expect(other.getByText(REGISTERED)).toBeVisible();
        await expect(memberRow(other, 'Lead One')).toContainText('Leader');
        await expect(teamTable(other).getByRole('row')).toHaveCount(4);
        await expect(teamTable(other).getByRole('button', { name: /Remove/ })).toHaveCount(0);
        await expect(other.getByRole('textbox', { name: "Member's email" })).toHaveCount(0);
      }

      await memberRow(thirdPage, 'Third Three').getByRole('button', { name: 'Leave the team' }).click();
      await memberRow(thirdPage, 'Third Three').getByRole('button', { name: 'Yes, leave the team' }).click();
      await expect(thirdPage.getByRole('button', { name: 'Register' })).toBeVisible();
      await expect(thirdPage.getByRole('region', { name: 'Your team', exact: true })).toHaveCount(0);

      await page.reload();
      await expect(teamTable(page).getByRole('row')).toHaveCount(3);
      await expect(memberRow(page, 'Third Three')).toHaveCount(0);

      await page.getByRole('button', { name: 'Remove Second Two' }).click();
      await page.getByRole('button', { name: 'Yes, remove Second Two' }).click();
      await expect(memberRow(page, 'Second Two')).toHaveCount(0);
      await secondPage.reload();
      await expect(secondPage.getByRole('button', { name: 'Register' })).toBeVisible();

      await addMember(page, second, 'Second Two');
      await expect(page.getByRole('textbox', { name: "Member's email" })).toHaveValue('');

      await secondPage.context().close();
      await thirdPage.context().close();
    },
  );

  test('the add form goes once the team reaches its size; a duplicate is refused', async ({ page, request }) => {
    const [leader, second, third] = await Promise.all([
      signUpViaApi(request, { firstName: 'Hunt', lastName: 'Lead' }),
      signUpViaApi(request, { firstName: 'Hunt', lastName: 'Two' }),
      signUpViaApi(request, { firstName: 'Hunt', lastName: 'Three' }),
    ]);
    await signInAs(page, leader);
    await page.goto('/great-step/events/competitions/Safety_Hunt');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('region', { name: 'Your team', exact: true })).toContainText(
      'Safety Hunt · team size 3',
    );

    await addMember(page, second, 'Hunt Two');
    const field = page.getByRole('textbox', { name: "Member's email" });
    await field.fill(second.email.toUpperCase());
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(field).toHaveAccessibleDescription('Member already added');

    await addMember(page, third, 'Hunt Three');
    await expect(teamTable(page).getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: "Member's email" })).toHaveCount(0);
  });

  test.describe('when the server refuses', () => {
    // The browser logs the 404 answer as a console error: it is the point of this test.
    test.use({ allowConsoleErrors: true });

    test('an e-mail without an account shows the server’s message', async ({ page, request }) => {
      const leader = await signUpViaApi(request);
      await signInAs(page, leader);
      await page.goto('/great-step/events/competitions/Geobotics');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('textbox', { name: "Member's email" }).fill('nobody.here@example.com');
      await page.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'No account with this email' })).toBeVisible();
    });
  });
});

test('a visitor who is not signed in is sent to /signin by Register', { tag: '@smoke-events' }, async ({ page }) => {
  await page.goto('/great-step/events/competitions/MS');
  await expect(mainHeading(page)).toHaveText('Mine Shot');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(mainHeading(page)).toHaveText('Sign In');
});
