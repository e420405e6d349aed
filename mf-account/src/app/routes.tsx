import { DeclaredRoutes } from '@greatstep/shared/react';
import type { ReactElement } from 'react';
import { PlaceholderPage } from '../components/placeholder-page';
import { routes, type RouteName } from './route-paths';

const pages: Record<RouteName, ReactElement> = {
  signin: <PlaceholderPage title="Sign In" />,
  signup: <PlaceholderPage title="Sign Up" />,
  profile: <PlaceholderPage title="Profile" />,
  payment: <PlaceholderPage title="Payment" />,
  resetPassword: <PlaceholderPage title="Reset Password" />,
  changePassword: <PlaceholderPage title="New Password" />,
};

/** The exposed `./routes` module. */
export default function AccountRoutes() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
