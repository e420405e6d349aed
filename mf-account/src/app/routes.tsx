import { DeclaredRoutes } from '@greatstep/shared/react';
import type { ReactElement } from 'react';
import { NewPasswordPage } from '../features/password/components/new-password-page';
import { ResetPasswordPage } from '../features/password/components/reset-password-page';
import { PaymentPage } from '../features/payment/components/payment-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RequireUser } from '../features/profile/components/require-user';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { SignUpPage } from '../features/sign-up/components/sign-up-page';
import { routes, type RouteName } from './route-paths';

const pages: Record<RouteName, ReactElement> = {
  signin: <SignInPage />,
  signup: <SignUpPage />,
  profile: (
    <RequireUser>
      <ProfilePage />
    </RequireUser>
  ),
  payment: (
    <RequireUser>
      <PaymentPage />
    </RequireUser>
  ),
  resetPassword: <ResetPasswordPage />,
  changePassword: <NewPasswordPage />,
};

/** The exposed `./routes` module. */
export default function AccountRoutes() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
