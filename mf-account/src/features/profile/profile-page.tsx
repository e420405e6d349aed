import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { userStore, type CurUser, type Team } from '@greatstep/shared';
import { collegeName } from '@greatstep/shared/colleges';
import { LoadingState, useAfterPaint, useCurUser, useSingleFlight } from '@greatstep/shared/react';
import { AccountCard } from '../../components/account-card';
import formStyles from '../../components/form.module.css';
import { PaymentStatusNote } from '../../components/payment-status-note';
import { paymentStatus } from '../../lib/payment-status';
import { getMyTeams } from './api/get-my-teams';
import { updateUser } from './api/update-user';
import { MyTeams } from './my-teams';
import styles from './profile.module.css';

// The toasts (and their library) come after the page has painted the visitor's record: it needs none of them.
const loadActions = () => import(/* webpackChunkName: "profile-actions" */ './profile-actions');

/** Fetches the actions once the record it is rendered with has painted (not the loading state before it). */
function LoadActionsAfterPaint() {
  useAfterPaint(() => void loadActions().catch(() => undefined));
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
    ['College', orDash(collegeName(Number(user.college), user.otherCollege))],
    ['Year of Graduation', orDash(user.year)],
  ];
}

/** Inside RequireUser: the stored record is refreshed first (docs/PRODUCT.md#profile), then shown. */
export function ProfilePage() {
  const user = useCurUser();
  const [loading, setLoading] = useState(true);
  const [teamsRequest, setTeamsRequest] = useState<Promise<Team[]>>();
  const refreshed = useRef(false);
  const leaving = useSingleFlight();
  const email = user?.email;

  useEffect(() => {
    if (refreshed.current || email === undefined) return;
    refreshed.current = true;
    // The teams are asked for beside the refresh, not after it: one round trip less before the page is complete.
    const teams = getMyTeams();
    teams.catch(() => undefined);
    updateUser(email).then(
      (answer) => {
        userStore.setFromLogin(answer);
        setTeamsRequest(teams);
        setLoading(false);
      },
      () => {
        // Whatever went wrong, the stored record is not trusted any more (docs/PRODUCT.md#profile).
        userStore.clear();
        // Its toast comes with the actions' chunk; when even that cannot be fetched, Sign In still shows.
        loadActions().then(
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
      loadActions().then(
        (actions) => actions.leave(),
        () => userStore.clear(),
      ),
    );
  }

  if (user === null || loading) {
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
      <MyTeams userId={user._id} request={teamsRequest} />
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
