import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCurUser } from '@greatstep/shared/react';
import { AccountCard } from '../../components/account-card';

export const notAnOrganiser = 'Only organisers can see this page.';

/**
 * Inside RequireUser. The stored record's flag only decides what to show: the server checks the role on every call
 * (docs/API.md#organisers), so a role revoked since sign-in still gets the calls' 403 on the page.
 */
export function RequireOrganiser({ children }: { children: ReactNode }) {
  const user = useCurUser();
  if (user?.user.organiser === true) return children;
  return (
    <AccountCard title="Organisers">
      <p role="alert">{notAnOrganiser}</p>
      <p>
        An organiser is made on the server. If you have just been made one, open <Link to="/profile">your profile</Link>{' '}
        to refresh your account.
      </p>
    </AccountCard>
  );
}
