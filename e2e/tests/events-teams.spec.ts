import { signInAs, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { addMember, teamTable } from '../support/teams';

test.describe('a team, three accounts', () => {
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
