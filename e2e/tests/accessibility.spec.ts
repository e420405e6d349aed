import AxeBuilder from '@axe-core/playwright';
import { expect, mainHeading, test } from '../support/fixtures';

const pages: ReadonlyArray<[path: string, heading: string | null]> = [
  ['/', 'Home'],
  ['/great-step/events', 'Events'],
  ['/signin', 'Sign In'],
  ['/no-such-page', null],
];

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const [path, heading] of pages) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(path);
        if (heading) await expect(mainHeading(page)).toHaveText(heading);
        else await expect(page.getByText('404 Error')).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the links and a link closes it', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: /menu/i });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await expect(mainHeading(page)).toHaveText('Events');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
