import { messages, userStore } from '@greatstep/shared';
import { notify, submitWithToast } from '@greatstep/shared/notify';
import { login } from './api/login';

// What the sign-in page does with the API and the toasts, in a chunk of its own: the page paints its form without
// the API client and the toast library, and fetches this once painted (docs/PERFORMANCE.md#code-per-page).

export interface SignInHandlers {
  /** A failure's words, for the form to show under its fields as well as in the toast. */
  onError: (message: string) => void;
  onSignedIn: () => void;
}

/** POST /auth/login with 'please wait...' settled into 'Login Successfull' or the failure (docs/PRODUCT.md#sign-in). */
export function signIn(email: string, password: string, { onError, onSignedIn }: SignInHandlers): Promise<void> {
  return submitWithToast(
    async (toast) => {
      const answer = await login(email, password);
      userStore.setFromLogin(answer);
      toast.success(messages.loginSuccess);
      onSignedIn();
    },
    { fallback: messages.internalServerError, onError },
  );
}

/** The message a previous step sent along (registration, a changed password), followed by ", Now login". */
export function showArrivalMessage(message: string): void {
  notify.success(`${message}, Now login`);
}
