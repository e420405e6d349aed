import { loadingToastText, requestToastContainer, settledToast } from '@greatstep/shared';
import { toast } from 'react-toastify';

// The shell mounts its toast container on first use. Asking as soon as a page that raises toasts loads (this module
// comes with those pages only) has it mounted before the first toast: a 'please wait...' toast raised earlier would
// wait in react-toastify's queue, and its update to the outcome would be lost there, leaving it on screen for good.
requestToastContainer();

/**
 * The one place this remote raises toasts (SPEC §4, §8). The shell owns the container; keeping every call here
 * means a change in how the container is mounted touches one file.
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
  warning(message: string): void {
    requestToastContainer();
    toast.warning(message);
  },
  /** A 'please wait...' toast (SPEC §8) for a pending call; settle it once: into the outcome, or away with `done`. */
  pending(): { done(): void; success(message: string): void; error(message: string): void } {
    // The shell mounts its toast container on first use; react-toastify keeps this toast until it is there.
    requestToastContainer();
    const id = toast.loading(loadingToastText);
    return {
      done: () => toast.dismiss(id),
      success: (message) => toast.update(id, settledToast('success', message)),
      error: (message) => toast.update(id, settledToast('error', message)),
    };
  },
};
