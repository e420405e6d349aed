import { useState, type FormEvent } from 'react';
import { messages } from '@greatstep/shared';
import { OTHER_COLLEGE } from '@greatstep/shared/colleges';
import { useSingleFlight } from '@greatstep/shared/react';
import { TextField } from '../../components/text-field';
import styles from '../../components/form.module.css';
import type { PersonalErrors } from './sign-up-actions';
import { signUpActions } from './sign-up-actions-loader';
import type { SignupData } from './signup-draft';
import { draftFields, settleErrors } from './draft-fields';
import { CollegeCombobox } from '../../components/college-combobox';

interface StepProps {
  data: SignupData;
  update: (patch: Partial<SignupData>) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: personal details (docs/PRODUCT.md#sign-up-step-2), then the server's check that the mobile is free. */
export function PersonalStep({ data, update, onBack, onNext }: StepProps) {
  const [errors, setErrors] = useState<PersonalErrors>({});
  const { busy, run } = useSingleFlight();
  const settle = settleErrors(setErrors, (draft) => signUpActions.loaded()?.personalProblems(draft));
  const field = draftFields(data, update, errors, settle);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(() =>
      signUpActions.run(
        (actions) => actions.checkPersonal(data, { onErrors: setErrors, onFree: onNext }),
        () => setErrors({ mobile: messages.unexpectedError }),
      ),
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Step 2 of 3: personal details">
      <TextField id="signup-first-name" label="First Name" autoComplete="given-name" {...field('firstName')} />
      <TextField id="signup-last-name" label="Last Name" autoComplete="family-name" {...field('lastName')} />
      <CollegeCombobox
        id="signup-college"
        value={data.college}
        onChange={(college) => {
          update({ college });
          settle('college', { ...data, college });
        }}
        error={errors.college}
      />
      {data.college === OTHER_COLLEGE && (
        <TextField
          id="signup-other-college"
          label="Specify college"
          autoComplete="organization"
          {...field('otherCollege')}
        />
      )}
      <TextField
        id="signup-year"
        label="Year of Graduation"
        inputMode="numeric"
        placeholder="eg 2025"
        {...field('year')}
      />
      <TextField
        id="signup-mobile"
        label="Mobile Number"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        prefix="+91"
        {...field('mobile')}
      />
      <div className={styles.actions}>
        <button type="button" className={`button ${styles.secondary}`} onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button" disabled={busy}>
          Next
        </button>
      </div>
    </form>
  );
}
