import type { Browser, Page } from '@playwright/test';
import { signInAs, type Account } from './accounts';
import { expect, INTRO_PLAYED_KEY } from './fixtures';

/*
 * A team panel as its people use it, for the journeys of the events remote (mf-events/smoke) and the central ones
 * (e2e/tests/events-teams.spec.ts).
 */

export const REGISTERED = 'You have successfully registered, check rules for more details';

/** A browser window of its own for one account, as three people on three machines would have. */
export async function windowOf(browser: Browser, account: Account, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), INTRO_PLAYED_KEY);
  await signInAs(page, account);
  await page.goto(path);
  return page;
}

export function teamTable(page: Page) {
  return page.getByRole('region', { name: 'Your team', exact: true }).getByRole('table');
}

export function memberRow(page: Page, name: string) {
  return teamTable(page).getByRole('row').filter({ hasText: name });
}

/** Adds by e-mail and waits for the server's answer and for the refreshed team to list the person. */
export async function addMember(page: Page, account: Account, name: string): Promise<void> {
  await page.getByRole('textbox', { name: "Member's email" }).fill(account.email);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Member added' }).last()).toBeVisible();
  await expect(memberRow(page, name)).toBeVisible();
}
