import { messages, userStore } from '@greatstep/shared';
import { isApiError } from '@greatstep/shared/api';
import { notify, submitWithToast } from '@greatstep/shared/notify';
import { challengeOf, login, type LoginAnswer } from './api/login';

// What the sign-in page does with the API and the toasts, in a chunk of its own: the page paints its form without
// the API client and the toast library, and fetches this once painted (docs/PERFORMANCE.md#code-per-page).

export interface SignInHandlers {
  /** A failure's words, for the form to show under its fields: there alone, not in a toast as well. */
  onError: (message: string) => void;
  onSignedIn: () => void;
  /** The server's words while the browser solves the challenge it asked for; undefined once done. */
  onChecking: (message: string | undefined) => void;
}

/**
 * The sign-in, and, when the server answers it with a challenge (a network where many sign-ins failed,
 * docs/SECURITY.md#one-address-many-people), the same sign-in again with the challenge solved: the solver's chunk
 * loads only then.
 */
async function loginProvingWork(
  email: string,
  password: string,
  onChecking: SignInHandlers['onChecking'],
): Promise<LoginAnswer> {
  try {
    return await login(email, password);
  } catch (error) {
    const challenge = challengeOf(error);
    if (!challenge || !isApiError(error)) throw error;
    onChecking(error.message);
    try {
      const { solveChallenge } = await import('./solve-challenge');
      return await login(email, password, await solveChallenge(challenge));
    } finally {
      onChecking(undefined);
    }
  }
}

/**
 * POST /auth/login with 'please wait...' settled into 'Login Successfull', or gone and the failure said at the form
 * (docs/PRODUCT.md#sign-in): once, where it was said both inline and in a toast.
 */
export function signIn(
  email: string,
  password: string,
  { onError, onSignedIn, onChecking }: SignInHandlers,
): Promise<void> {
  return submitWithToast(
    async (toast) => {
      const answer = await loginProvingWork(email, password, onChecking);
      userStore.setFromLogin(answer);
      toast.success(messages.loginSuccess);
      onSignedIn();
    },
    { fallback: messages.internalServerError, onError, errorInToast: false },
  );
}

/** The message a previous step sent along (registration, a changed password), followed by ", Now login". */
export function showArrivalMessage(message: string): void {
  notify.success(`${message}, Now login`);
}
