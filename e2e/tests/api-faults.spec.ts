import { EVERY_FAULT, injectApiFault, messageFor, retryNoticeFor } from '../support/api-faults';
import { signInAs, signUpViaApi } from '../support/accounts';
import { accountForms } from '../support/faulty-forms/account-forms';
import { eventForms, MINEAC } from '../support/faulty-forms/event-forms';
import { expectKept, expectToastOfThisSubmit } from '../support/faulty-forms/form-case';
import { expect, test } from '../support/fixtures';

/*
 * The API unreachable, or answering 503, while someone submits a form. A form whose call changes something first
 * says it is still trying while the client tries the press again with its key (docs/API.md#idempotency); then every
 * form must say so in the words it has for no answer (docs/PRODUCT.md#messages), keep everything typed, stay where
 * it is, and work once the API is back. The API's own 503 carries a message, which the page shows as it shows any server message
 * (docs/API.md#answers-and-status-codes); a proxy's 503 page carries none and counts as no answer. Each form (how
 * it is reached and filled, and what it shows) is a case in e2e/support/faulty-forms/.
 */

const forms = [...accountForms, ...eventForms];

test.describe('a form whose call the API fails', () => {
  // Every refused or aborted call is logged by Chromium as a failed resource: the point of these tests.
  test.use({ allowConsoleErrors: true });

  for (const form of forms) {
    const faults = form.faults ?? EVERY_FAULT;
    test(`${form.name}: ${faults.join(', ')}`, async ({ page, request }) => {
      // A sign-up or two (argon2 hashing) on a shared two-core machine, and a submit per fault.
      test.slow();
      await form.fill(page, request);
      const url = page.url();

      for (const fault of faults) {
        await test.step(fault, async () => {
          const message = messageFor(fault, form.noAnswer);
          const injected = await injectApiFault(page, fault, form.failing);
          await form.submit(page);
          await expect
            .poll(() => injected.failed, { message: 'the submit reached the failing API' })
            .toBeGreaterThan(0);
          if (form.keyed) await expect(page.getByText(retryNoticeFor(fault)).first()).toBeVisible();
          if (form.toast !== false) await expectToastOfThisSubmit(page, message);
          await form.showsInline?.(page, message);
          await form.afterFailure?.(page);
          await expectKept(form.kept(page));
          expect(page.url()).toBe(url);
          if (form.keyed) {
            // One press, tried again: every try with its one key.
            expect(injected.keys.length).toBeGreaterThan(1);
            expect(new Set(injected.keys).size).toBe(1);
          }
          await injected.lift();
        });
      }

      await form.submit(page);
      await form.succeeded(page);
    });
  }

  test('Register on Mineac stays locked after a failure; a reload tries again', async ({ page, request }) => {
    test.slow();
    await signInAs(page, await signUpViaApi(request));
    await page.goto(MINEAC);
    const register = page.getByRole('button', { name: 'Register' });
    for (const fault of EVERY_FAULT) {
      await test.step(fault, async () => {
        await expect(register).toBeEnabled();
        const injected = await injectApiFault(page, fault);
        await register.click();
        await expectToastOfThisSubmit(page, messageFor(fault, 'Server not reachable'));
        await expect(register).toBeDisabled();
        await injected.lift();
        await page.reload();
      });
    }
    await register.click();
    await expect(page.getByText('You have successfully registered, check rules for more details')).toBeVisible();
  });
});
