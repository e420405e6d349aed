import { toast } from 'react-toastify';
import { loadingToastText, requestToastContainer, settledToast } from '@greatstep/shared';

// The shell mounts its toast container on first use. Asking as soon as a page that raises toasts loads (this module
// comes with those pages only) has it mounted before the first toast: a 'please wait...' toast raised earlier would
// wait in react-toastify's queue, and its update to the outcome would be lost there, leaving it on screen for good.
requestToastContainer();

/** One waiting call's toast: 'please wait...' until the outcome replaces or dismisses it (SPEC §4, §8). */
export interface PendingToast {
  success(message: string): void;
  error(message: string): void;
  dismiss(): void;
}

/**
 * Every toast of this remote goes through here, so the page code does not care how or where the toasts are
 * mounted (the shell's container today).
 */
export const notify = {
  success(message: string): void {
    requestToastContainer();
    toast.success(message);
  },
  error(message: string): void {
    requestToastContainer();
    toast.error(message);
  },
  wait(): PendingToast {
    // The shell mounts its toast container on first use; react-toastify keeps this toast until it is there.
    requestToastContainer();
    const id = toast.loading(loadingToastText);
    return {
      success: (message) => toast.update(id, settledToast('success', message)),
      error: (message) => toast.update(id, settledToast('error', message)),
      dismiss: () => toast.dismiss(id),
    };
  },
};
