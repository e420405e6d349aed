import { signInAs, signUpViaApi } from '../support/accounts';
import { expect, mainHeading, test } from '../support/fixtures';

const GTT = '/great-step/events/competitions/gth';

test('Guess The Theme takes one guess and refuses a second', { tag: '@smoke-events' }, async ({ page, request }) => {
  const player = await signUpViaApi(request, { firstName: 'Guess', lastName: 'Player' });
  await signInAs(page, player);
  await page.goto(GTT);
  await expect(mainHeading(page)).toHaveText('Guess The Theme');

  const word1 = page.getByRole('textbox', { name: 'Word 1 (4 letters)' });
  const word2 = page.getByRole('textbox', { name: 'Word 2 (7 letters)' });
  await word1.fill('abc');
  await word2.fill('abcdefg');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(word1).toHaveAccessibleDescription(/Enter word 1 to submit/);

  await word1.fill('wxyz');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Already Responded')).toBeVisible();
  await expect(page.getByText('Your guess: wxyz abcdefg')).toBeVisible();
  await expect(page.getByText('Winners will be notified once the theme is announced.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Already Responded')).toBeVisible();
  await word1.fill('abcd');
  await word2.fill('hijklmn');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You can not change your submission' })).toBeVisible();
  await expect(page.getByText('Your guess: wxyz abcdefg')).toBeVisible();

  // The server is the authority too: a second entry sent straight to the API is refused.
  const second = await request.post('/api/events/addNewEntry', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { userId: player.user._id, guess: 'abcd hijklmn', fullName: 'Guess Player' },
  });
  expect(second.status()).toBe(409);
  expect(await second.json()).toMatchObject({ success: false, message: 'You can not change your submission' });
});

test('a visitor who is not signed in is sent to /signin by Submit', async ({ page }) => {
  await page.goto(GTT);
  await page.getByRole('textbox', { name: 'Word 1 (4 letters)' }).fill('abcd');
  await page.getByRole('textbox', { name: 'Word 2 (7 letters)' }).fill('abcdefg');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
