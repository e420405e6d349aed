import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeCheck {
  /** axe's rule tags to run; every rule axe has when left out. */
  tags?: string[];
  /** 'serious' counts serious and critical findings (the default); 'any' counts every finding. */
  impact?: 'serious' | 'any';
}

/**
 * The one way the journeys ask axe: its findings on the page as a person sees it, as `rule: help (targets)` lines.
 * A toast still sliding in is half transparent, and axe would measure the contrast of that moment: the check waits
 * for every toast's entrance to end first (its progress bar keeps running, so only the toast's own animation counts).
 */
export async function axeViolations(page: Page, { tags, impact = 'serious' }: AxeCheck = {}): Promise<string[]> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.Toastify__toast')].every((toast) =>
      toast.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
  // Only violations are read: axe then details one node of the passing and inapplicable rules, not every one.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations
    .filter((violation) => impact === 'any' || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
