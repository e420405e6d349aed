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

export function readSignInState(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null) return {};
  const { message, from, reason } = state as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    reason: typeof reason === 'string' && reason.length <= REASON_MAX ? reason : undefined,
    // Only a path of this site: never an address somewhere else.
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
  };
}
