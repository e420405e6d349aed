import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messages } from '@greatstep/shared';
import { useSingleFlight } from '@greatstep/shared/react';
import { AccountCard } from '../../components/account-card';
import { TextField } from '../../components/text-field';
import styles from '../../components/form.module.css';
import { whyResetLinkIsDead } from './api/check-reset-link';
import { passwordActions } from './password-actions-loader';
import { requirements } from './password-requirements';
import list from './requirement-list.module.css';

/** After the change, /signin follows 1.5 s later (docs/PRODUCT.md#password-reset). */
export const REDIRECT_AFTER_CHANGE_MS = 1500;

export function NewPasswordPage() {
  const { email = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const { busy, run } = useSingleFlight();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const [deadLink, setDeadLink] = useState<string>();

  useEffect(() => () => clearTimeout(timer.current), []);

  // A used or expired link is said to be dead when the page opens, not after two passwords. The
  // form shows meanwhile, and stays if the check gets no answer: the link may still work.
  useEffect(() => {
    let current = true;
    whyResetLinkIsDead(email, token).then(
      (reason) => {
        if (current && reason) setDeadLink(reason);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [email, token]);

  /** The rules' message goes once both fields meet them (the list above the button ticks them meanwhile). */
  const settle = (nextPassword: string, nextConfirm: string) => {
    if (error && passwordActions.loaded()?.meetsRules(nextPassword, nextConfirm)) setError(undefined);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(() =>
      passwordActions.run(
        (actions) =>
          actions.setNewPassword({ email, token }, password, confirm, {
            onError: setError,
            onChanged: () => {
              setDone(true);
              timer.current = setTimeout(() => void navigate('/signin', { replace: true }), REDIRECT_AFTER_CHANGE_MS);
            },
          }),
        // The page's own code did not come: for the visitor, the same as no answer from the server.
        () => setError(messages.serverUnreachable),
      ),
    );
  }

  if (deadLink && !done) {
    return (
      <AccountCard title="New Password">
        <p className={styles.error} role="alert">
          {deadLink}
        </p>
        <div className={styles.actions}>
          <Link className="button" to="/resetPassword" state={{ email }}>
            Ask for a new link
          </Link>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard title="New Password">
      <form className={styles.form} onSubmit={onSubmit} {...passwordActions.warmOnReach} noValidate>
        <p className={styles.hint}>Choose a new password for {email}.</p>
        <TextField
          id="new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            settle(value, confirm);
          }}
          error={error}
        />
        <TextField
          id="confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(value) => {
            setConfirm(value);
            settle(password, value);
          }}
        />
        <ul className={list.list} aria-label="Password requirements">
          {requirements(password, confirm).map(({ label, met }) => (
            <li key={label} className={met ? list.met : list.unmet}>
              <span aria-hidden="true">{met ? '✓' : '✗'}</span> {label}
              <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy || done}>
            Change Password
          </button>
        </div>
      </form>
    </AccountCard>
  );
}
