import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signInAs, signUpViaApi } from '../support/accounts';
import { cspViolations, watchCsp } from '../support/csp';
import { expect, mainHeading, test } from '../support/fixtures';
import composition from '../../composition.json';

/*
 * The site's Content-Security-Policy allows scripts only from the site and the remotes in use
 * (docs/SECURITY.md#the-pages-content-security-policy): every page the remotes publish loads under it with no violation
 * and no console error, signed out and signed in. The organisers' pages are walked by
 * organisers.spec.ts, whose site has an organiser.
 */
const root = path.join(__dirname, '..', '..');

const NOT_FOUND = '/no-such-page';

/** Every example path the built remotes publish (their dist/routes.json), and a path none claims. */
const publishedPages = [
  ...new Set(
    composition.remotes.flatMap(({ folder }) => {
      const list = JSON.parse(readFileSync(path.join(root, folder, 'dist', 'routes.json'), 'utf8')) as {
        routes: Array<{ example: string }>;
      };
      return list.routes.map((route) => route.example);
    }),
  ),
  NOT_FOUND,
];

// The example links (a team link's token, a password link's) are refused by the API, as they should be, and the 404
// page comes with status 404; Chromium logs each as a console error. Those are let pass; any other fails the walk.
test.use({ allowConsoleErrors: true });

for (const signedIn of [false, true]) {
  test(`every published page loads under the CSP with no violation, ${signedIn ? 'signed in' : 'signed out'}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    if (signedIn) await signInAs(page, await signUpViaApi(request));
    await watchCsp(page);
    const found: string[] = [];
    let pagePathNow = '';
    page.on('pageerror', (error) => found.push(`${pagePathNow}: page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const refusedApiCall =
        new URL(message.location().url || 'about:blank', 'http://x').pathname.startsWith('/api/') &&
        /status of 4\d\d/.test(message.text());
      // The 404 page is answered with status 404, as it should be: Chromium logs that too.
      const notFoundPage = pagePathNow === NOT_FOUND && /status of 404/.test(message.text());
      if (!refusedApiCall && !notFoundPage) found.push(`${pagePathNow}: console error: ${message.text()}`);
    });
    for (const pagePath of publishedPages) {
      pagePathNow = pagePath;
      await page.goto(pagePath);
      await expect(mainHeading(page).or(page.getByText('404 Error'))).toBeVisible();
      // The page's lazy parts (its chunk, its images) have come once the network is quiet.
      await page.waitForLoadState('networkidle');
      found.push(...(await cspViolations(page)).map((violation) => `${pagePath}: ${violation}`));
    }
    expect(found).toEqual([]);
  });
}
