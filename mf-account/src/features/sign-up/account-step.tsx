import { useState, type FormEvent } from 'react';
import { messages } from '@greatstep/shared';
import { fieldMessages, signupAccountSchema } from '@greatstep/shared/schemas';
import { TextField } from '../../components/text-field';
import styles from '../../components/form.module.css';
import { notify, useSubmit } from '@greatstep/shared/notify';
import { checkEmail } from './api/check-email';
import type { SignupData } from './signup-draft';
import { draftFields, settleErrors } from './draft-fields';

interface StepProps {
  data: SignupData;
  update: (patch: Partial<SignupData>) => void;
  onNext: () => void;
}

type Errors = Partial<Record<'email' | 'password' | 'cpassword' | 'referral', string>>;

/** Every problem of the step's fields at once. */
function problemsOf(draft: SignupData): Errors {
  const parsed = signupAccountSchema.safeParse(draft);
  const found: Errors = parsed.success ? {} : fieldMessages(parsed.error);
  // zod skips the object-level match check while a field fails; the person should see every problem at once.
  if (draft.password !== draft.cpassword) found.cpassword = messages.passwordMismatch;
  return found;
}

/** Step 1: the account (docs/PRODUCT.md#sign-up-step-1), then the server's check that the e-mail is free. */
export function AccountStep({ data, update, onNext }: StepProps) {
  const [errors, setErrors] = useState<Errors>({});
  const { busy, submit } = useSubmit();
  const field = draftFields(data, update, errors, settleErrors(setErrors, problemsOf));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = signupAccountSchema.safeParse(data);
    const found = problemsOf(data);
    setErrors(found);
    if (!parsed.success || found.cpassword) {
      notify.error(messages.invalidEntries);
      return;
    }
    const { email } = parsed.data;
    void submit(
      async (toast) => {
        await checkEmail(email);
        toast.dismiss();
        update({ email });
        onNext();
      },
      { onError: (text) => setErrors({ email: text }) },
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Step 1 of 3: account">
      <TextField id="signup-email" label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        {...field('password')}
        hint="At least 6 characters with one uppercase letter, one lowercase letter and one number."
      />
      <TextField
        id="signup-cpassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...field('cpassword')}
      />
      <TextField
        id="signup-referral"
        label="Referral Code (optional)"
        type="text"
        autoComplete="off"
        {...field('referral')}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Next
        </button>
      </div>
    </form>
  );
}
