import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as a person sees it, as `rule: help (targets)` lines.
 * A toast still sliding in is half transparent, and axe would measure the contrast of that moment: the check waits
 * for every toast's entrance to end first (its progress bar keeps running, so only the toast's own animation counts).
 */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.Toastify__toast')].every((toast) =>
      toast.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
  const builder = new AxeBuilder({ page });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
