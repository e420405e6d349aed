import { test as base, expect, type Page } from '@playwright/test';
import intro from '../../shell/src/config/intro.json';

/** The shell's record that this tab has seen the intro (named once, in the shell's config/intro.json). */
export const INTRO_PLAYED_KEY = intro.playedKey;
export const INTRO_MS = intro.durationMs;

/** Marks the intro as played before any script runs, so a test starts at the page itself. */
export async function skipIntro(page: Page): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), INTRO_PLAYED_KEY);
}

/**
 * Pages that fail a test on any uncaught error or console error: a composed site that "works" while throwing in
 * the console is not working. Tests that provoke failures on purpose opt out with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: boolean; playIntro: boolean }>({
  allowConsoleErrors: [false, { option: true }],
  playIntro: [false, { option: true }],
  page: async ({ page, allowConsoleErrors, playIntro }, use) => {
    const problems: string[] = [];
    // An unknown path answers 404 with the 404 page, as it should; Chromium logs that status of the page itself as
    // a console error, which is the server being right, not the page failing. Any other resource's 404 still counts.
    const missingPages = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().resourceType() === 'document')
        missingPages.add(response.url());
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (missingPages.has(message.location().url) && message.text().includes('status of 404')) return;
      problems.push(`console error: ${message.text()}`);
    });
    if (!playIntro) await skipIntro(page);
    await use(page);
    if (!allowConsoleErrors) expect(problems).toEqual([]);
  },
});

export { expect };

/** The page's main heading, the one thing every screen of the route table shows. */
export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** The site's main navigation, where SignIn turns into Profile once someone is signed in. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /main/i });
}
