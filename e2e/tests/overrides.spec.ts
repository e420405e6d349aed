import { INTEGRATOR_URL, MAIN_URL } from '../support/servers';
import { expect, mainHeading, test } from '../support/fixtures';

const mainAccount = `${MAIN_URL}/remotes/account/mf-manifest.json`;
const overrideAccount = (url: string) => `/signin?override=${encodeURIComponent(`account=${url}`)}`;

test.describe('on a site that allows overrides from loopback (REMOTE_OVERRIDES)', () => {
  test.use({ baseURL: INTEGRATOR_URL, allowConsoleErrors: true });

  test('?override= points a remote at another bundle for this tab, with a banner whose button resets it', async ({
    page,
  }) => {
    // This site's account remote is down; the integrator tries the main server's bundle instead.
    await page.goto(overrideAccount(mainAccount));
    await expect(mainHeading(page)).toHaveText('Sign In');
    const banner = page.getByRole('complementary', { name: 'Remote overrides' });
    await expect(banner).toContainText(`account from ${mainAccount}`);

    // Kept for the tab: the address no longer needs the parameter.
    await page.goto('/signup');
    await expect(mainHeading(page)).toHaveText('Sign Up');
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Reset account' }).click();
    await expect(page.getByText('The account section could not be loaded')).toBeVisible({ timeout: 20_000 });
    await expect(banner).toHaveCount(0);
  });

  test('an origin the site does not list is refused', async ({ page }) => {
    await page.goto(overrideAccount('https://evil.example.net/mf-manifest.json'));
    await expect(page.getByText('The account section could not be loaded')).toBeVisible({ timeout: 20_000 });
    // Said in the page, in the banner's place, not only in the console.
    const banner = page.getByRole('complementary', { name: 'Remote overrides' });
    await expect(banner.getByRole('alert')).toContainText(
      'Remote override of "account" refused: https://evil.example.net/mf-manifest.json is not from an allowed origin',
    );
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
  });
});

test('with the default settings of npm start an override is refused', async ({ page, request }) => {
  await page.goto(overrideAccount(`${INTEGRATOR_URL}/remotes/account/mf-manifest.json`));
  await expect(mainHeading(page)).toHaveText('Sign In');
  await expect(page.getByRole('complementary', { name: 'Remote overrides' }).getByRole('alert')).toContainText(
    'Remote override of "account" refused: this site does not allow overrides',
  );
  // No other origin may deliver code to the page either: the site itself, and on a prerendered page its one inline
  // script by its hash (docs/SECURITY.md#the-pages-content-security-policy).
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
});
