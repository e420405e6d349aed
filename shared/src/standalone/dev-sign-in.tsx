import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
// By package name: the page's one store and client, which the remote's own pages read (the shared singletons).
import { userStore, type User } from '@greatstep/shared';
import { call, errorMessage } from '@greatstep/shared/api';
import { useCurUser } from '@greatstep/shared/react';

/** The site's sign-in page (the account remote's), where a remote's Register sends a visitor. */
export const SIGN_IN_PATH = '/signin';

const NO_ANSWER =
  'The API did not answer: run it beside this dev server (npm run dev -w @greatstep/api), or point this dev server ' +
  'at a running site with DEV_API_URL (README, "For a sub-team").';

/**
 * A remote's dev page's stand-in for the sign-in page: it signs in to the API the dev server proxies (/api), into the
 * site's one user store, so the remote's signed-in states (a team panel, a registration) can be worked on with the
 * remote alone. It is the dev page's only: the site's own sign-in page is the account remote's.
 */
export function DevSignIn({ remote, composedUrl }: { remote: string; composedUrl: string }) {
  const signedIn = useCurUser();
  const navigate = useNavigate();
  // What the remote's Register sent along (where to come back to, and why), as the account remote reads it.
  const state: unknown = useLocation().state;
  const { from, reason } = (typeof state === 'object' && state !== null ? state : {}) as {
    from?: unknown;
    reason?: unknown;
  };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await call<{ token: string; user: User }>(
        { method: 'POST', url: '/auth/login', data: { email: email.trim(), password } },
        { networkMessage: NO_ANSWER },
      );
      userStore.setFromLogin(answer);
      await navigate(typeof from === 'string' && from.startsWith('/') ? from : '/', { replace: true });
    } catch (error) {
      setProblem(errorMessage(error, NO_ANSWER));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="gs-standalone-page" aria-labelledby="dev-signin-title">
      <h1 id="dev-signin-title">Sign in to the dev API</h1>
      <p>
        The site&apos;s sign-in page belongs to the account remote. Here the {remote} remote&apos;s dev page signs you
        in with an account of the API its dev server calls, so its pages for signed-in people can be worked on alone.
      </p>
      {typeof reason === 'string' && <p>{reason}</p>}
      {signedIn && <p>Signed in as {signedIn.email}.</p>}
      <form className="gs-standalone-form" onSubmit={(event) => void signIn(event)} noValidate>
        <label>
          Email
          <input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {problem && <p role="alert">{problem}</p>}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
      <p>
        No account on that API? Make one on the whole site it serves:{' '}
        <a href={`${composedUrl}/signup`}>its sign-up page</a>, or the site of <code>npm start</code> when DEV_API_URL
        points at it (README, &quot;For a sub-team&quot;).
      </p>
      <p>
        <Link to="/">The {remote} remote&apos;s pages</Link>
      </p>
    </section>
  );
}

/** Who is signed in on the dev page, with a way out: the remote's pages for visitors are worked on too. */
export function DevSession() {
  const signedIn = useCurUser();
  if (!signedIn) {
    return (
      <p>
        Not signed in. <Link to={SIGN_IN_PATH}>Sign in</Link>
      </p>
    );
  }
  return (
    <p>
      Signed in as {signedIn.email}.{' '}
      <button type="button" className="gs-standalone-link" onClick={() => userStore.clear()}>
        Sign out
      </button>
    </p>
  );
}
