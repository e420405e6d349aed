import { startTransition, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { userStore, type CurUser } from '@greatstep/shared';
import { LoadingState, useAfterPaint, useCurUser, useSingleFlight } from '@greatstep/shared/react';
import { AccountCard } from '../../components/account-card';
import formStyles from '../../components/form.module.css';
import { PaymentStatusNote } from '../../components/payment-status-note';
import { paymentStatus } from '../../lib/payment-status';
import { updateUser, type UpdateUserAnswer } from '../../lib/update-user';
import { getMyTeams } from './api/get-my-teams';
import { MyTeams, teamsAnswerOf, type TeamsAnswer } from './my-teams';
import styles from './profile.module.css';
import { lazyActions } from '../../lib/lazy-actions';

// The toasts (and their library) come after the page has painted the visitor's record: it needs none of them.
const profileActions = lazyActions(() => import(/* webpackChunkName: "profile-actions" */ './profile-actions'));

interface ProfileRequests {
  email: string;
  refresh: Promise<UpdateUserAnswer>;
  teams: Promise<TeamsAnswer>;
}

/** The refresh and the teams, asked for together: one round trip before the page is complete, not two. */
function requestProfile(email: string): ProfileRequests {
  // The teams' failure is a message in the list (teamsAnswerOf never rejects); the refresh may fail before the page
  // takes it, and the page shows that failure, not an unhandled rejection.
  const teams = teamsAnswerOf(getMyTeams());
  const refresh = updateUser(email);
  refresh.catch(() => undefined);
  return { email, refresh, teams };
}

let early: ProfileRequests | undefined;

/**
 * Asks for the stored user's refresh and teams now, for the page to take when it mounts. The route's loader calls it
 * as this page's code arrives (app/pages.tsx), before React renders it: its render, commit and effects would
 * otherwise stand between the code's arrival and the calls, on the way to the page's largest paint on a phone
 * (docs/PERFORMANCE.md#the-profile-asks-as-its-code-arrives). Importing the module asks nothing. Nobody stored:
 * Sign In is where the visitor goes.
 */
export function askEarly(): void {
  const email = userStore.get()?.email;
  early = email === undefined ? undefined : requestProfile(email);
}

/** The early requests for this user if nobody took them yet, else new ones: a later visit to the page asks anew. */
function takeRequests(email: string): ProfileRequests {
  const taken = early?.email === email ? early : undefined;
  early = undefined;
  return taken ?? requestProfile(email);
}

/** Fetches the actions once the record it is rendered with has painted (not the loading state before it). */
function LoadActionsAfterPaint() {
  useAfterPaint(profileActions.warm);
  return null;
}

const orDash = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? '-' : text;
};

function rows(user: CurUser): Array<[string, string]> {
  return [
    ['First Name', orDash(user.firstName)],
    ['Last Name', orDash(user.lastName)],
    ['Email', orDash(user.email)],
    ['Mobile', orDash(user.mobile)],
    // Named by the API, so the college list (10 KB) is not on the way to the page's largest paint
    // (docs/PERFORMANCE.md#the-api-names-the-college).
    ['College', orDash(user.user.collegeName)],
    ['Year of Graduation', orDash(user.year)],
  ];
}

/** Inside RequireUser: the stored record is refreshed first (docs/PRODUCT.md#profile), then shown. */
export function ProfilePage() {
  const user = useCurUser();
  const [teams, setTeams] = useState<TeamsAnswer>();
  const refreshed = useRef(false);
  const leaving = useSingleFlight();
  const email = user?.email;

  useEffect(() => {
    if (refreshed.current || email === undefined) return;
    refreshed.current = true;
    const requests = takeRequests(email);
    requests.refresh.then(
      async (answer) => {
        // The card comes with its list of teams (asked for beside the refresh), in one render: the list is the
        // page's largest paint, and a render of its own after the card's came a frame or more later.
        const teamsAnswer = await requests.teams;
        userStore.setFromLogin(answer);
        // The card renders as a transition, in short slices rather than one long task on a phone's main thread
        // (docs/PERFORMANCE.md#less-main-thread-work); the store's own update is rendered at once, as React renders
        // every store's.
        startTransition(() => setTeams(teamsAnswer));
      },
      () => {
        // Whatever went wrong, the stored record is not trusted any more (docs/PRODUCT.md#profile).
        userStore.clear();
        // Its toast comes with the actions' chunk; when even that cannot be fetched, Sign In still shows.
        void profileActions.run(
          (actions) => actions.refreshFailed(),
          () => undefined,
        );
      },
    );
  }, [email]);

  function onLogout() {
    // The session may already be over (or the server away); this browser forgets it either way, even when the
    // actions' chunk cannot be fetched.
    void leaving.run(() =>
      profileActions.run(
        (actions) => actions.leave(),
        () => userStore.clear(),
      ),
    );
  }

  // Loading until the refresh and the teams have both answered.
  if (user === null || teams === undefined) {
    return (
      <AccountCard title="Profile" wide>
        <LoadingState layout="block" label="Loading your profile" />
      </AccountCard>
    );
  }

  const payment = paymentStatus(user.user);
  return (
    <AccountCard title="Profile" wide>
      <p className={styles.name}>
        {user.firstName} {user.lastName}
      </p>
      {payment.state === 'unpaid' ? (
        <p className={styles.payment}>
          <Link className="button" to="/payment">
            Pay Now
          </Link>
        </p>
      ) : (
        <PaymentStatusNote status={payment}>
          {payment.state === 'rejected' && (
            <p>
              <Link to="/payment">Enter the reference of a new payment</Link>
            </p>
          )}
        </PaymentStatusNote>
      )}
      <table className={styles.table}>
        <caption className="visually-hidden">Your details</caption>
        <tbody>
          {rows(user).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MyTeams userId={user._id} answer={teams} />
      <LoadActionsAfterPaint />
      {user.user.organiser === true && (
        <p className={styles.payment}>
          <Link className="button" to="/organisers">
            Organisers' area
          </Link>
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="button" className={`button ${formStyles.secondary}`} onClick={onLogout} disabled={leaving.busy}>
          Logout
        </button>
      </div>
    </AccountCard>
  );
}
