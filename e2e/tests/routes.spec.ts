import { expect, expectNavbar, mainHeading, navLink, test } from '../support/fixtures';

// The route table (docs/PRODUCT.md#route-table): every route answers with its own screen, inside the shell's layout.
// Each is tagged with its remote's smoke tag: `npm run verify:remote -- events=<url>` runs that remote's ones.
const screens: ReadonlyArray<[path: string, heading: string, remote: string]> = [
  ['/', 'Home', 'marketing'],
  ['/sample', 'Sample', 'marketing'],
  ['/tmes', 'TMES', 'marketing'],
  ['/aboutus', 'About Us', 'marketing'],
  ['/great-step/events', 'Events', 'events'],
  ['/great-step/events/competitions', 'Events', 'events'],
  ['/great-step/events/workshops', 'Events', 'events'],
  ['/great-step/events/panel-discussion', 'Events', 'events'],
  ['/great-step/events/competitions/QS', 'Quiz Spiel', 'events'],
  ['/great-step/events/competitions/Mine-A-Thon', 'Mine-A-Thon', 'events'],
  ['/great-step/events/competitions/Mine_A_Thon', 'Mine-A-Thon', 'events'],
  ['/signin', 'Sign In', 'account'],
  ['/signup', 'Sign Up', 'account'],
  ['/resetPassword', 'Reset Password', 'account'],
  ['/changePassword/someone%40example.com/a1b2c3', 'New Password', 'account'],
  // Signed out, the signed-in screens send the visitor to Sign In (account.spec.ts follows them signed in).
  ['/profile', 'Sign In', 'account'],
  ['/payment', 'Sign In', 'account'],
  ['/organisers', 'Sign In', 'account'],
  ['/organisers/registrations?state=pending', 'Sign In', 'account'],
  ['/organisers/teams/Mine_CS', 'Sign In', 'account'],
];

for (const [path, heading, remote] of screens) {
  test(`${path} shows its screen in the layout`, { tag: `@smoke-${remote}` }, async ({ page }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
    await expectNavbar(page);
    await expect(page.getByRole('contentinfo')).toContainText('greatstept@gmail.com');
  });
}

test('the bare events path selects the Competitions tab', { tag: '@smoke-events' }, async ({ page }) => {
  await page.goto('/great-step/events');
  await expect(page.getByRole('tab', { name: 'Competitions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Competitions' })).toBeVisible();
});

test('an unknown path shows the 404 page, whose link leads home', { tag: '@smoke-marketing' }, async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Error')).toBeVisible();
  await expect(page.getByText("This Page Doesn't Exist")).toBeVisible();
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainHeading(page)).toHaveText('Home');
});

test('moving between remotes in the navbar keeps one page, scrolled to the top', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(mainHeading(page)).toHaveText('About Us');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await (await navLink(page, 'Events')).click();
  await expect(mainHeading(page)).toHaveText('Events');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await (await navLink(page, 'SignIn')).click();
  await expect(mainHeading(page)).toHaveText('Sign In');
  await expect(await navLink(page, 'SignIn')).toHaveAttribute('aria-current', 'page');
});
