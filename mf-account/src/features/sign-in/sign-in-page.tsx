import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '@greatstep/shared';
import { useAfterPaint, useSingleFlight } from '@greatstep/shared/react';
import { AccountCard } from '../../components/account-card';
import { NeedsScriptsNote } from '../../components/needs-scripts-note';
import { FieldError, TextField } from '../../components/text-field';
import styles from '../../components/form.module.css';
import { lazyActions } from '../../lib/lazy-actions';
import { readSignInState } from './navigation-state';

// The API client and the toasts come after the form has painted (sign-in-actions.ts); a chunk that fails to load is
// asked again at the next submit.
const signInActions = lazyActions(() => import('./sign-in-actions'));

/**
 * @param warmSignUp Starts fetching the sign-up page when the visitor reaches for its link. The routes give it: a
 *   feature doesn't import the app's pages (docs/CONVENTIONS.md#front-end-apps).
 */
export function SignInPage({ warmSignUp }: { warmSignUp?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message, from, reason } = readSignInState(location.state, location.search);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  // The server's words while this browser proves its work before a sign-in from a busy network.
  const [checking, setChecking] = useState<string>();
  const { busy, run } = useSingleFlight();
  const shown = useRef(false);

  useAfterPaint(signInActions.warm);

  useEffect(() => {
    if (!message || shown.current) return;
    shown.current = true;
    void signInActions.run(
      (actions) => actions.showArrivalMessage(message),
      () => undefined,
    );
    // Dropping the message from the history entry keeps a reload or Back from showing it again.
    void navigate(location.pathname, { replace: true, state: from ? { from, reason } : null });
  }, [message, from, reason, location.pathname, navigate]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    void run(() =>
      signInActions.run(
        (actions) =>
          actions.signIn(email, password, {
            onError: setFailure,
            onChecking: setChecking,
            onSignedIn: () => void navigate(from ?? '/', { replace: true }),
          }),
        // No answer for the page's own code is no answer from the server, as far as the visitor can tell.
        () => setFailure(messages.internalServerError),
      ),
    );
  }

  return (
    <AccountCard title="Sign In">
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label="Sign in"
        aria-describedby={failure ? 'signin-error' : undefined}
      >
        <NeedsScriptsNote />
        {reason && (
          <p className={styles.reason} role="status">
            {reason}
          </p>
        )}
        <TextField
          id="signin-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <TextField
          id="signin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          hint={password === '' ? messages.enterPassword : undefined}
        />
        {checking && (
          <p className={styles.reason} role="status">
            {checking}
          </p>
        )}
        <FieldError id="signin-error" message={failure} />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>
            Sign In
          </button>
          <button
            type="button"
            className={`button ${styles.secondary}`}
            onClick={() => void navigate('/resetPassword')}
          >
            Forgot Password
          </button>
        </div>
      </form>
      <p className={styles.linkRow}>
        New here?{' '}
        {/* A pointer on the link, or focus, fetches sign-up's chunk: the click then shows the page at once. */}
        <Link to="/signup" onPointerEnter={warmSignUp} onFocus={warmSignUp}>
          Create an account
        </Link>
      </p>
    </AccountCard>
  );
}
