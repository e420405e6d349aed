import { messages, userStore } from '@greatstep/shared';
import { notify, submitWithToast } from '@greatstep/shared/notify';
import { logout } from './api/logout';

// What the profile does with the toasts, in a chunk of its own: the page paints the visitor's record without the
// toast library, and fetches this once painted (docs/PERFORMANCE.md#code-per-page), as Sign In does.

/** The stored record could not be refreshed: it is dropped (RequireUser then shows Sign In), and a toast says why. */
export function refreshFailed(): void {
  notify.error(messages.profileRefreshFailed);
}

/** Logout with its 'please wait...' toast; this browser forgets the session even when the server is away. */
export function leave(): Promise<void> {
  return submitWithToast(async (toast) => {
    await logout().catch(() => undefined);
    toast.dismiss();
    // Without a user, RequireUser takes the page to Sign In.
    userStore.clear();
  });
}
