import { signInThroughPage as signIn, signUpViaApi } from '../support/accounts';
import { expect, expectInNav, mainHeading, navLink, test } from '../support/fixtures';

/*
 * The fest desk: every browser here reaches the site from one address (127.0.0.1). A stranger's wrong passwords
 * lock an account on that address; the owner's own browser, where the account signed in before, keeps its way in
 * through its device cookie (docs/SECURITY.md#one-address-many-people).
 */

test.describe('one address, many people', () => {
  // The stranger's refused sign-ins are answered 401 and 429, which Chromium logs as failed resources.
  test.use({ allowConsoleErrors: true });
  test.slow();

  test("the owner's browser signs in at once after strangers lock the account on the address", async ({
    page,
    browser,
    request,
    playwright,
  }) => {
    const account = await signUpViaApi(request);

    // 1. The owner signs in and out in their own browser.
    await signIn(page, account.email, account.password);
    await expectInNav(page, 'Profile');
    await (await navLink(page, 'Profile')).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectInNav(page, 'SignIn');

    // 2. Thirty wrong logins from the same address, by a client with no cookie of the account.
    const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const answer = await stranger.post('/api/auth/login', { data: { email: account.email, password: 'Wrong123' } });
      statuses.push(answer.status());
    }
    await stranger.dispose();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);

    // 3. A fresh browser on the address is refused, even with the right password…
    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    await signIn(freshPage, account.email, account.password);
    await expect(freshPage.getByText('Too many requests, please try again later').first()).toBeVisible();
    await expectInNav(freshPage, 'SignIn');
    await fresh.close();

    // …while the owner, in their own browser, is in at once.
    await signIn(page, account.email, account.password);
    await expect(page.getByText('Login Successfull')).toBeVisible();
    await expect(mainHeading(page)).not.toHaveText('Sign In');
    await expectInNav(page, 'Profile');
  });

  test('junk from the address spends no budget: a real sign-in and a real sign-up code still work', async ({
    page,
    request,
    playwright,
  }) => {
    const account = await signUpViaApi(request);
    const junk = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    for (const url of ['/api/auth/login', '/api/auth/sendEmail']) {
      const answers = await Promise.all(Array.from({ length: 310 }, () => junk.post(url, { data: {} })));
      expect(new Set(answers.map((answer) => answer.status()))).toEqual(new Set([400]));
    }
    await junk.dispose();

    await signIn(page, account.email, account.password);
    await expect(page.getByText('Login Successfull')).toBeVisible();

    const newcomer = await request.post('/api/auth/sendEmail', { data: { email: `desk.${Date.now()}@example.com` } });
    expect(newcomer.status()).toBe(200);
  });
});
