import { axeViolations } from '../support/axe';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { WCAG_21_AA, expect, test } from '../support/fixtures';

// Our own combobox (mf-account/src/components/college-combobox.tsx), proved instead of swapped for a library
// (docs/DECISIONS.md#hand-written-or-a-library): what a screen reader reads, in its order, and axe with the
// list open, at both sizes.
test.use({ axeAtEnd: false });

test('the college combobox reads in order and passes axe with its list open', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('combobox'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  const college = page.getByRole('combobox', { name: 'College' });
  await college.fill('Kharagpur');
  await page.keyboard.press('ArrowDown');
  await expect(college).toHaveAttribute('aria-expanded', 'true');
  await expect(college).toHaveAccessibleDescription('Type to search, or pick Other.');

  // The screen reader's order: the label's field, then the list it controls, each option named, the active one
  // announced through aria-activedescendant while focus stays in the field.
  const list = page.getByRole('listbox', { name: 'Colleges' });
  await expect(list).toMatchAriaSnapshot(`
    - listbox "Colleges":
      - option "Indian Institute of Technology Kharagpur" [selected=false]
      - option "Other" [selected=false]
  `);
  const active = await college.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveText('Indian Institute of Technology Kharagpur');
  await expect(college).toBeFocused();
  expect(await axeViolations(page, { tags: WCAG_21_AA, impact: 'any' })).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(college).toHaveValue('Indian Institute of Technology Kharagpur');
  await expect(college).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  expect(await axeViolations(page, { tags: WCAG_21_AA, impact: 'any' })).toEqual([]);
});
