import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { toastSettings } from '@greatstep/shared';
import { StandaloneHeader } from '@greatstep/shared/standalone';
import AccountRoutes from './routes';

const pages = [
  { to: '/signin', label: 'Sign In' },
  { to: '/signup', label: 'Sign Up' },
  { to: '/profile', label: 'Profile' },
  { to: '/payment', label: 'Payment' },
  { to: '/resetPassword', label: 'Reset Password' },
  { to: '/changePassword/someone%40example.com/sample-token', label: 'New Password' },
];

/** The sub-team's own dev page (`npm run dev -w mf-account`); inside the site the shell owns the router. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <StandaloneHeader remote="account" pages={pages} />
      <main id="main">
        <AccountRoutes />
      </main>
      <ToastContainer {...toastSettings} />
    </BrowserRouter>
  );
}
