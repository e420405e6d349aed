import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from '../components/placeholder-page';

/**
 * The exposed `./routes` module. Paths are absolute: the shell renders this under its root splat route, where a
 * descendant <Routes> sees the full pathname.
 */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/signin" element={<PlaceholderPage title="Sign In" />} />
      <Route path="/signup" element={<PlaceholderPage title="Sign Up" />} />
      <Route path="/profile" element={<PlaceholderPage title="Profile" />} />
      <Route path="/payment" element={<PlaceholderPage title="Payment" />} />
      <Route path="/resetPassword" element={<PlaceholderPage title="Reset Password" />} />
      <Route path="/changePassword/:email/:token" element={<PlaceholderPage title="New Password" />} />
    </Routes>
  );
}
