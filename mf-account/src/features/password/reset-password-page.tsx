import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '@greatstep/shared';
import { useSingleFlight } from '@greatstep/shared/react';
import { AccountCard } from '../../components/account-card';
import { NeedsScriptsNote } from '../../components/needs-scripts-note';
import { TextField } from '../../components/text-field';
import styles from '../../components/form.module.css';
import { passwordActions } from './password-actions-loader';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  // A dead reset link's page sends its e-mail along, so asking again is one tap.
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const [email, setEmail] = useState(typeof state?.email === 'string' ? state.email : '');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const { busy, run } = useSingleFlight();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The form shows only its latest outcome: an earlier 'sent' goes with a new attempt.
    setSent(undefined);
    void run(() =>
      passwordActions.run(
        (actions) => actions.requestResetLink(email, { onError: setError, onSent: setSent }),
        // The page's own code did not come: for the visitor, the same as no answer from the server.
        () => setError(messages.serverUnreachable),
      ),
    );
  }

  return (
    <AccountCard title="Reset Password">
      <form className={styles.form} onSubmit={onSubmit} {...passwordActions.warmOnReach} noValidate>
        <NeedsScriptsNote />
        <p className={styles.hint}>
          Enter the e-mail of your account and we will mail you a link to set a new password.
        </p>
        <TextField
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            // The message goes once the address is valid; the next Reset shows its own outcome.
            if (error && passwordActions.loaded()?.isValidEmail(value)) setError(undefined);
          }}
          error={error}
        />
        {sent && (
          <p className={styles.hint} role="status">
            {sent}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={`button ${styles.secondary}`} onClick={() => void navigate(-1)}>
            Back
          </button>
          <button type="submit" className="button" disabled={busy}>
            Reset
          </button>
        </div>
      </form>
    </AccountCard>
  );
}
