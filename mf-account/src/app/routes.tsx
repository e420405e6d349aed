import { DeclaredRoutes, LoadingState } from '@greatstep/shared/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { RequireUser } from '../features/profile/components/require-user';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { routes, type RouteName } from './route-paths';

/*
 * Sign-in, the page most visitors of this remote open, is in the remote's first chunk. Every other page loads
 * apart: sign-up and the profile bring the college list (about 40 KB) and sign-up's schemas, which /signin must
 * not pay for on a phone (docs/PERFORMANCE.md).
 */
const SignUpPage = lazy(() =>
  import('../features/sign-up/components/sign-up-page').then((module) => ({ default: module.SignUpPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((module) => ({ default: module.ProfilePage })),
);
const PaymentPage = lazy(() =>
  import('../features/payment/components/payment-page').then((module) => ({ default: module.PaymentPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/password/components/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const NewPasswordPage = lazy(() =>
  import('../features/password/components/new-password-page').then((module) => ({ default: module.NewPasswordPage })),
);

const loading = (page: ReactElement) => (
  <Suspense fallback={<LoadingState label="Loading the page…" layout="page" />}>{page}</Suspense>
);

const pages: Record<RouteName, ReactElement> = {
  signin: <SignInPage />,
  signup: loading(<SignUpPage />),
  profile: <RequireUser>{loading(<ProfilePage />)}</RequireUser>,
  payment: <RequireUser>{loading(<PaymentPage />)}</RequireUser>,
  resetPassword: loading(<ResetPasswordPage />),
  changePassword: loading(<NewPasswordPage />),
};

/** The exposed `./routes` module. */
export default function AccountRoutes() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
