import { expect, test } from '../support/fixtures';

const GTT = '/great-step/events/competitions/gth';

test('a visitor who is not signed in is sent to /signin by Submit', async ({ page }) => {
  await page.goto(GTT);
  await page.getByRole('textbox', { name: 'Word 1 (4 letters)' }).fill('abcd');
  await page.getByRole('textbox', { name: 'Word 2 (7 letters)' }).fill('abcdefg');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
