import { DeclaredRoutes, LoadingState } from '@greatstep/shared/react';
import { Suspense, type ReactElement } from 'react';
import { RequireUser } from '../features/profile/require-user';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { NewPasswordPage, OrganisersArea, PaymentPage, ProfilePage, ResetPasswordPage, SignUpPage } from './pages';
import { routes, type RouteName } from './route-paths';

const loading = (page: ReactElement) => (
  <Suspense fallback={<LoadingState label="Loading the page…" layout="page" />}>{page}</Suspense>
);

// A warm-up that fails costs nothing: opening the page asks for its chunk again (lazyPage forgets a failure).
const warmSignUp = () => void SignUpPage.preload().catch(() => undefined);

const pages: Record<RouteName, ReactElement> = {
  signin: <SignInPage warmSignUp={warmSignUp} />,
  signup: loading(<SignUpPage />),
  profile: <RequireUser>{loading(<ProfilePage />)}</RequireUser>,
  payment: <RequireUser>{loading(<PaymentPage />)}</RequireUser>,
  resetPassword: loading(<ResetPasswordPage />),
  changePassword: loading(<NewPasswordPage />),
  // The area checks the organiser role inside its own chunk (features/organisers/require-organiser.tsx).
  organisers: <RequireUser>{loading(<OrganisersArea />)}</RequireUser>,
};

/** The exposed `./routes` module. */
export default function AccountRoutes() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
