import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ApiFault } from '../api-faults';
import { expect } from '../fixtures';

/** What a form the API fails must show, and the checks of it (e2e/tests/api-faults.spec.ts runs them). */

export type Kept = Locator | [Locator, string];

/** A form, reached and filled as a user does, with what it must show when the API fails it. */
export interface FormCase {
  name: string;
  /** This form's words for no answer (docs/PRODUCT.md#messages). */
  noAnswer: string;
  /** The calls that fail (all of /api by default): the form's own page loads first, with the API up. */
  failing?: string;
  faults?: readonly ApiFault[];
  /**
   * The form's call changes something (a press, docs/API.md#idempotency): the client tries it again with its key
   * while the API fails it, and the page says it is still trying until the last try's outcome.
   */
  keyed?: boolean;
  /** Opens the form and types into it; the page's own loads have finished when it resolves. */
  fill(page: Page, request: APIRequestContext): Promise<void>;
  submit(page: Page): Promise<void>;
  /** False for a page that says the outcome on itself, without a toast. */
  toast?: boolean;
  /** Where the form shows a failure beside its fields (besides the toast). */
  showsInline?(page: Page, message: string): Promise<void>;
  /** What follows a failure before the fields are looked at: a step back, or a check that the form unlocked. */
  afterFailure?(page: Page): Promise<void>;
  /** The form still on screen (a locator), and every field with the value typed into it (a pair). */
  kept(page: Page): Kept[];
  /** The outcome of a submit that the API answers. */
  succeeded(page: Page): Promise<void>;
}

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** The toast that says `message`: the last one, as an earlier toast may still be leaving. */
export const toastSaying = (page: Page, message: string) =>
  toasts(page).getByRole('alert').filter({ hasText: message }).last();

/**
 * The toast of this submit says `message`. A submit dismisses the toasts before it, and one of an earlier fault with
 * the same words may still be leaving: waiting for it to be gone keeps it from answering for this submit.
 */
export async function expectToastOfThisSubmit(page: Page, message: string): Promise<void> {
  await expect(toasts(page).getByRole('alert').filter({ hasText: message })).toHaveCount(1);
  await expect(toastSaying(page, message)).toBeVisible();
  await expect(toasts(page).getByText('please wait...')).toHaveCount(0);
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The field's error, read out with it (aria-describedby), as a screen reader user hears it. */
export const describedBy = (field: Locator, message: string) =>
  expect(field).toHaveAccessibleDescription(escaped(message));

/** The form still on screen, and every field with the value typed into it. */
export async function expectKept(kept: Kept[]): Promise<void> {
  for (const entry of kept) {
    const [locator, value] = Array.isArray(entry) ? entry : [entry];
    await expect(locator).toBeVisible();
    if (value !== undefined) await expect(locator).toHaveValue(value);
  }
}
