// The events remote's smoke journeys: `npm run verify:remote -- events=<url>` and `npm run remote -- release`
// run this folder against the built site with that bundle in place of ours, and the whole suite (npm run test:e2e)
// runs it with the rest. They belong to the team that owns the remote: a change of its pages updates them here,
// through the shared fixtures of e2e/support (docs/TESTING.md#smoke-journeys).
import { signInAs, signUpViaApi } from '../../e2e/support/accounts';
import { axeViolations } from '../../e2e/support/axe';
import { expect, expectNavbar, mainHeading, test } from '../../e2e/support/fixtures';
import { expectNoSideScroll } from '../../e2e/support/layout';
import { addMember, memberRow, REGISTERED, teamTable, windowOf } from '../../e2e/support/teams';
import { eventContent, eventGroups } from '../src/content/events';
import { workshops } from '../src/content/workshops';

const GTT = '/great-step/events/competitions/gth';

/** Its pages in the route table (docs/PRODUCT.md#route-table), each inside the shell's layout. */
const screens: ReadonlyArray<[path: string, heading: string]> = [
  ['/great-step/events', 'Events'],
  ['/great-step/events/competitions', 'Events'],
  ['/great-step/events/workshops', 'Events'],
  ['/great-step/events/panel-discussion', 'Events'],
  ['/great-step/events/competitions/QS', 'Quiz Spiel'],
  ['/great-step/events/competitions/Mine-A-Thon', 'Mine-A-Thon'],
  ['/great-step/events/competitions/Mine_A_Thon', 'Mine-A-Thon'],
];

for (const [path, heading] of screens) {
  test(`${path} shows its screen in the layout`, async ({ page }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
    await expectNavbar(page);
    await expect(page.getByRole('contentinfo')).toContainText('greatstept@gmail.com');
  });
}

test('the bare events path selects the Competitions tab', async ({ page }) => {
  await page.goto('/great-step/events');
  await expect(page.getByRole('tab', { name: 'Competitions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Competitions' })).toBeVisible();
});

test('the listing: tabs on the address, grouped cards, know more', async ({ page }) => {
  await page.goto('/great-step/events');
  await expect(page.getByRole('tab', { name: 'Competitions' })).toHaveAttribute('aria-selected', 'true');
  // The groups and words are the team's content (src/content/), read from there.
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(eventGroups.map(({ title }) => title));
  const card = page.getByRole('article', { name: 'Mine Shot' });
  await expect(card.getByRole('img', { name: 'A camera pointed at a mine' })).toBeVisible();
  await card.getByRole('button', { name: 'know more about Mine Shot' }).click();
  await expect(card.getByText(eventContent.MS.info[0] ?? 'its description')).toBeVisible();
  await card.getByRole('link', { name: 'Open Mine Shot' }).click();
  await expect(mainHeading(page)).toHaveText('Mine Shot');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/great-step\/events$/);

  await page.getByRole('tab', { name: 'Competitions' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/great-step\/events\/workshops$/);
  await expect(page.getByRole('tabpanel', { name: 'Workshops' })).toContainText(workshops[0]?.title ?? 'a workshop');
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\/great-step\/events\/panel-discussion$/);
  await expect(page.getByRole('tab', { name: 'Panel Discussion' })).toBeFocused();
});

test.describe(() => {
  // It ends with an axe check of its own: the fixture's would run axe again on the same screen.
  test.use({ axeAtEnd: false });

  test('the listing has no serious accessibility problem and no side scroll', async ({ page }) => {
    await page.goto('/great-step/events');
    await expect(page.getByRole('article', { name: 'Quizomania' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
  });
});

test.describe('a team, three accounts', () => {
  // The team's rules come out the same at every size (the listing and the panel at both are journeys of their own):
  // once, on the phone (docs/TESTING.md).
  test(
    'create, add two, see it everywhere, leave, remove and add again',
    { tag: '@one-size' },
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
});

test('a visitor who is not signed in is sent to /signin by Register', async ({ page }) => {
  await page.goto('/great-step/events/competitions/MS');
  await expect(mainHeading(page)).toHaveText('Mine Shot');
  await page.getByRole('link', { name: 'Sign in to register for Mine Shot' }).click();
  await expect(page).toHaveURL(/\/signin\?/);
  await expect(mainHeading(page)).toHaveText('Sign In');
});

test('Guess The Theme takes one guess and refuses a second', { tag: '@one-size' }, async ({ page, request }) => {
  const player = await signUpViaApi(request, { firstName: 'Guess', lastName: 'Player' });
  await signInAs(page, player);
  await page.goto(GTT);
  await expect(mainHeading(page)).toHaveText('Guess The Theme');

  const word1 = page.getByRole('textbox', { name: 'Word 1 (4 letters)' });
  const word2 = page.getByRole('textbox', { name: 'Word 2 (7 letters)' });
  await word1.fill('abc');
  await word2.fill('abcdefg');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(word1).toHaveAccessibleDescription(/Enter word 1 to submit/);

  await word1.fill('wxyz');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Already Responded')).toBeVisible();
  await expect(page.getByText('Your guess: wxyz abcdefg')).toBeVisible();
  await expect(page.getByText('Winners will be notified once the theme is announced.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Already Responded')).toBeVisible();
  await word1.fill('abcd');
  await word2.fill('hijklmn');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You can not change your submission' })).toBeVisible();
  await expect(page.getByText('Your guess: wxyz abcdefg')).toBeVisible();

  // The server is the authority too: a second entry sent straight to the API is refused.
  const second = await request.post('/api/events/addNewEntry', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { userId: player.user._id, guess: 'abcd hijklmn', fullName: 'Guess Player' },
  });
  expect(second.status()).toBe(409);
  expect(await second.json()).toMatchObject({ success: false, message: 'You can not change your submission' });
});
