import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CODE_LENGTH, CODE_PATTERN, CODE_RESEND_SECONDS, messages } from '@greatstep/shared';
import { useSingleFlight } from '@greatstep/shared/react';
import styles from '../../components/form.module.css';
import { signUpActions } from './sign-up-actions-loader';
import { clearDraft, type SignupData } from './signup-draft';
import { useCountdown } from './use-countdown';
import { CodeEntry } from './code-entry';

/** When a code was last mailed, kept by the page so that Back and Next within the gap do not ask again. */
export interface SentCode {
  email: string;
  at: number;
}

interface VerifyStepProps {
  data: SignupData;
  lastSent?: SentCode;
  onSent: (sent: SentCode) => void;
  onBack: () => void;
}

const sentText = (email: string) => `A ${CODE_LENGTH} digit code has been sent to ${email}`;

/** When the last code to this address may be followed by a new one, if that is still to come; else 0. */
function stillWaiting(lastSent: SentCode | undefined, email: string): number {
  const at = lastSent?.email === email ? lastSent.at + CODE_RESEND_SECONDS * 1000 : 0;
  return at > Date.now() ? at : 0;
}

const noDigits = () => Array.from({ length: CODE_LENGTH }, () => '');

/** Step 3: the server mails a code on entry; the typed code completes the registration. */
export function VerifyStep({ data, lastSent, onSent, onBack }: VerifyStepProps) {
  const navigate = useNavigate();
  const [digits, setDigits] = useState(noDigits);
  const [error, setError] = useState<string>();
  const [resendAt, setResendAt] = useState(() => stillWaiting(lastSent, data.email));
  const [notice, setNotice] = useState(resendAt > 0 ? sentText(data.email) : undefined);
  const secondsLeft = useCountdown(resendAt);
  const sending = useSingleFlight();
  const submitting = useSingleFlight();
  const requested = useRef(false);

  function requestCode() {
    const text = sentText(data.email);
    void sending.run(() =>
      signUpActions.run(
        (actions) =>
          actions.mailCode(data.email, {
            sentText: text,
            onSent: (at) => {
              onSent({ email: data.email, at });
              setResendAt(at + CODE_RESEND_SECONDS * 1000);
              setNotice(text);
            },
            onRefused: (failure, retryAfterSeconds) => {
              if (retryAfterSeconds !== undefined) setResendAt(Date.now() + retryAfterSeconds * 1000);
              setNotice(failure);
            },
          }),
        () => setNotice(messages.internalServerError),
      ),
    );
  }

  useEffect(() => {
    // Once per visit of the step, also under StrictMode's double effects.
    if (requested.current || resendAt > 0) return;
    requested.current = true;
    requestCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = digits.join('');
    if (!CODE_PATTERN.test(code)) {
      setError(messages.otpFormat);
      return;
    }
    setError(undefined);
    void submitting.run(() =>
      signUpActions.run(
        (actions) =>
          actions.registerWithCode(data, code, {
            onError: setError,
            onRegistered: () => {
              clearDraft();
              void navigate('/signin', { state: { message: messages.registrationSuccess } });
            },
          }),
        () => setError(messages.internalServerError),
      ),
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Step 3 of 3: email verification">
      <p className={styles.hint} role="status">
        {notice ?? `Sending a ${CODE_LENGTH} digit code to ${data.email}…`}
      </p>
      <CodeEntry id="signup-code" digits={digits} onChange={setDigits} error={error} />
      <p className={styles.hint}>
        <button
          type="button"
          className={`button ${styles.secondary}`}
          disabled={secondsLeft > 0 || sending.busy}
          onClick={requestCode}
        >
          Resend code
        </button>{' '}
        {secondsLeft > 0 && <span>You can ask for a new code in {secondsLeft} s.</span>}
      </p>
      <div className={styles.actions}>
        <button type="button" className={`button ${styles.secondary}`} onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button" disabled={submitting.busy}>
          Verify
        </button>
      </div>
    </form>
  );
}
