import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurUser } from '@greatstep/shared/react';

/** Pages for signed-in users: a visitor goes to /signin, which brings them back here afterwards. */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useCurUser();
  const location = useLocation();
  if (user === null) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  return children;
}
