import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messages } from '@greatstep/shared';
import { joinProblems, newPasswordProblems } from '@greatstep/shared/schemas';
import { AccountCard } from '../../components/account-card';
import { TextField } from '../../components/text-field';
import styles from '../../components/form.module.css';
import { notify, useSubmit } from '@greatstep/shared/notify';
import { changePassword } from './api/change-password';
import { whyResetLinkIsDead } from './api/check-reset-link';
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
  const { busy, submit } = useSubmit();
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
    if (error && newPasswordProblems(nextPassword, nextConfirm).length === 0) setError(undefined);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = newPasswordProblems(password, confirm);
    if (problems.length > 0) {
      const text = joinProblems(problems);
      setError(text);
      notify.error(text);
      return;
    }
    setError(undefined);
    void submit(
      async (toast) => {
        await changePassword(email, token, password);
        toast.success(messages.passwordChanged);
        setDone(true);
        timer.current = setTimeout(() => void navigate('/signin', { replace: true }), REDIRECT_AFTER_CHANGE_MS);
      },
      { fallback: messages.serverUnreachable, onError: setError },
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
      <form className={styles.form} onSubmit={onSubmit} noValidate>
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
