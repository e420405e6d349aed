import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '@greatstep/shared';
import { emailSchema } from '@greatstep/shared/schemas';
import { AccountCard } from '../../components/account-card';
import { TextField } from '../../components/text-field';
import styles from '../../components/form.module.css';
import { useSubmit } from '@greatstep/shared/notify';
import { resetPassword } from './api/reset-password';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  // A dead reset link's page sends its e-mail along, so asking again is one tap.
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const [email, setEmail] = useState(typeof state?.email === 'string' ? state.email : '');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const { busy, submit } = useSubmit();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    // The form shows only its latest outcome: an earlier 'sent' goes with a new attempt.
    setSent(undefined);
    if (!parsed.success) {
      setError(messages.enterValidEmail);
      return;
    }
    setError(undefined);
    void submit(
      async (toast) => {
        const message = await resetPassword(parsed.data);
        setSent(message);
        toast.success(message);
      },
      { fallback: messages.serverUnreachable, onError: setError },
    );
  }

  return (
    <AccountCard title="Reset Password">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
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
            if (error && emailSchema.safeParse(value).success) setError(undefined);
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
