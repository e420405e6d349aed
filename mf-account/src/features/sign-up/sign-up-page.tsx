import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AccountCard } from '../../components/account-card';
import styles from '../../components/form.module.css';
import { loadDraft, saveDraft, type SignupData } from './signup-draft';
import { AccountStep } from './account-step';
import { PersonalStep } from './personal-step';
import { VerifyStep, type SentCode } from './verify-step';

const stepNames = ['Account', 'Personal details', 'Email verification'] as const;

/**
 * The three steps share one record, so Back never loses what was typed. A reload starts again at step 1 with
 * steps 1 and 2 filled from sessionStorage; the passwords live only in memory.
 */
export function SignUpPage() {
  const [data, setData] = useState<SignupData>(loadDraft);
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [lastSent, setLastSent] = useState<SentCode>();

  useEffect(() => saveDraft(data), [data]);

  // A new step starts at the top of the card with focus on its name, not where the last step's button was: on a
  // phone that was the footer, with the code boxes out of sight. The first step keeps the page's own focus.
  const stepLine = useRef<HTMLParagraphElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const line = stepLine.current;
    line?.closest('section')?.scrollIntoView?.({ block: 'start' });
    line?.focus({ preventScroll: true });
  }, [step]);

  const update = (patch: Partial<SignupData>) => setData((current) => ({ ...current, ...patch }));

  return (
    <AccountCard title="Sign Up">
      <p ref={stepLine} className={`${styles.hint} ${styles.stepLine}`} tabIndex={-1} aria-live="polite">
        Step {step + 1} of 3: {stepNames[step]}
      </p>
      {step === 0 && <AccountStep data={data} update={update} onNext={() => setStep(1)} />}
      {step === 1 && <PersonalStep data={data} update={update} onBack={() => setStep(0)} onNext={() => setStep(2)} />}
      {step === 2 && <VerifyStep data={data} lastSent={lastSent} onSent={setLastSent} onBack={() => setStep(1)} />}
      <p className={styles.linkRow}>
        <Link to="/signin">Already Registered? Sign In</Link>
      </p>
    </AccountCard>
  );
}
