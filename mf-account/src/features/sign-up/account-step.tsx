import { useState, type FormEvent } from 'react';
import { messages } from '@greatstep/shared';
import { useSingleFlight } from '@greatstep/shared/react';
import { NeedsScriptsNote } from '../../components/needs-scripts-note';
import { TextField } from '../../components/text-field';
import styles from '../../components/form.module.css';
import type { AccountErrors } from './sign-up-actions';
import { signUpActions } from './sign-up-actions-loader';
import type { SignupData } from './signup-draft';
import { draftFields, settleErrors } from './draft-fields';

interface StepProps {
  data: SignupData;
  update: (patch: Partial<SignupData>) => void;
  onNext: () => void;
}

/** Step 1: the account (docs/PRODUCT.md#sign-up-step-1), then the server's check that the e-mail is free. */
export function AccountStep({ data, update, onNext }: StepProps) {
  const [errors, setErrors] = useState<AccountErrors>({});
  const { busy, run } = useSingleFlight();
  const settle = settleErrors(setErrors, (draft) => signUpActions.loaded()?.accountProblems(draft));
  const field = draftFields(data, update, errors, settle);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(() =>
      signUpActions.run(
        (actions) =>
          actions.checkAccount(data, {
            onErrors: setErrors,
            onFree: (email) => {
              update({ email });
              onNext();
            },
          }),
        // The page's own code did not come: for the visitor, the same as no answer to the check.
        () => setErrors({ email: messages.unexpectedError }),
      ),
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      {...signUpActions.warmOnReach}
      noValidate
      aria-label="Step 1 of 3: account"
    >
      <NeedsScriptsNote />
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
