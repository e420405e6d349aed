import { SIGN_IN_RETURN_PARAM, sitePath } from '@greatstep/shared';

/** What other screens hand to /signin through the navigation state. */
export interface SignInState {
  /** Shown once as '<message>, Now login' (after sign-up). */
  message?: string;
  /** Where to go after signing in (a protected page the visitor was sent away from). */
  from?: string;
  /** Why the visitor was sent here, shown above the form: 'Sign in to register for Geobotics'. */
  reason?: string;
}

const REASON_MAX = 200;

/**
 * The navigation state, and the address's `?from=` where the state has none: a plain link to Sign In (an event's
 * Register in the page's HTML, before its scripts) names the page to come back to there. Only the way back is read
 * from the address; words to show come from the site's own state, never from a link someone else wrote.
 */
export function readSignInState(state: unknown, search = ''): SignInState {
  const linked = sitePath(new URLSearchParams(search).get(SIGN_IN_RETURN_PARAM) ?? undefined);
  if (typeof state !== 'object' || state === null) return { from: linked };
  const { message, from, reason } = state as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    reason: typeof reason === 'string' && reason.length <= REASON_MAX ? reason : undefined,
    from: sitePath(from) ?? linked,
  };
}
