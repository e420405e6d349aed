import { KEPT_PRESS_ATTRIBUTE, signInAddress } from '@greatstep/shared';
import { AfterPaint, LoadingState, useCurUser } from '@greatstep/shared/react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../lib/sign-in-path';
import type { TeamRegistrationProps } from './registration-props';
import styles from './team-registration.module.css';

// A signed-in user's part brings the API client, axios, zod and the toasts; a visitor who is not signed in sees one
// button that needs none of them, so they load only for a user, after the page's first paint
// (docs/PERFORMANCE.md#code-per-page).
const SignedInRegistration = lazy(() =>
  import('./signed-in-registration').then((module) => ({ default: module.SignedInRegistration })),
);

const registrationLoading = <LoadingState label="Loading your registration…" />;

export type { RegistrableEvent, TeamRegistrationProps } from './registration-props';

/** Registration (docs/PRODUCT.md#competition-registration): Register, then the registered message and the team. */
export function TeamRegistration({ event, registeredExtra }: TeamRegistrationProps) {
  const user = useCurUser();
  const from = useLocation().pathname;
  if (!user) {
    const reason = `Sign in to register for ${event.name}`;
    // A link to Sign In, in the page's HTML too: without scripts it still leads there, and its address brings the
    // visitor back to this event afterwards. Pressed before the scripts, it is kept as a press for the app
    // (KEPT_PRESS_ATTRIBUTE), which a signed-in visitor's registration answers (docs/PRODUCT.md#competition-registration).
    return (
      <div className={styles.box}>
        <Link
          to={signInAddress(SIGN_IN_PATH, from)}
          state={{ from, reason }}
          className="button"
          aria-label={reason}
          {...{ [KEPT_PRESS_ATTRIBUTE]: '' }}
        >
          Register
        </Link>
      </div>
    );
  }
  // Keyed by user: another account signing in starts from a clean state.
  return (
    <AfterPaint fallback={registrationLoading}>
      <Suspense fallback={registrationLoading}>
        <SignedInRegistration key={user._id} event={event} user={user} registeredExtra={registeredExtra} />
      </Suspense>
    </AfterPaint>
  );
}
