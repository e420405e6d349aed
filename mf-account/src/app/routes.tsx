import { Route, Routes } from 'react-router-dom';
import { NewPasswordPage } from '../features/password/components/new-password-page';
import { ResetPasswordPage } from '../features/password/components/reset-password-page';
import { PaymentPage } from '../features/payment/components/payment-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RequireUser } from '../features/profile/components/require-user';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { SignUpPage } from '../features/sign-up/components/sign-up-page';

/**
 * The exposed `./routes` module. Paths are absolute: the shell renders this under its root splat route, where a
 * descendant <Routes> sees the full pathname.
 */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route
        path="/profile"
        element={
          <RequireUser>
            <ProfilePage />
          </RequireUser>
        }
      />
      <Route
        path="/payment"
        element={
          <RequireUser>
            <PaymentPage />
          </RequireUser>
        }
      />
      <Route path="/resetPassword" element={<ResetPasswordPage />} />
      <Route path="/changePassword/:email/:token" element={<NewPasswordPage />} />
    </Routes>
  );
}
