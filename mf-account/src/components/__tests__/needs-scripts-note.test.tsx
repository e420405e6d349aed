import { messages } from '@greatstep/shared';
import { screen, within } from '@testing-library/react';
import { renderAccount } from '../../testing/render-account';

// The forms whose pages come in their HTML once left a visitor without scripts pressing a button that did nothing,
// with no word why (docs/PRODUCT.md#without-scripts). The note is in the form itself, and CSS shows it only where
// scripts are off (form.module.css): e2e/tests/without-scripts.spec.ts looks at it in a browser.
test.each([
  ['/signin', 'Sign in'],
  ['/signup', 'Step 1 of 3: account'],
  ['/resetPassword', undefined],
])('the form of %s says at the form that it needs JavaScript', async (path, name) => {
  renderAccount(path);
  await screen.findByRole('heading', { level: 1 });
  const form = name ? screen.getByRole('form', { name }) : (document.querySelector('form') as HTMLElement);
  const note = within(form).getByText(messages.formNeedsScripts);
  expect(note).toHaveClass('needsScripts');
});
