import { toast } from 'react-toastify';
// The main entry by its package name, not by relative path: in the apps' builds that is the shared singleton the
// page already has, where a relative import would bundle a second copy of the messages into this subpath's chunk.
import { loadingToastText, requestToastContainer, settledToast } from '@greatstep/shared';

// The shell mounts its toast container on first use. Asking as soon as a page that raises toasts loads (this
// subpath comes with those pages only, never with the first visit) has it mounted before the first toast: a
// 'please wait...' toast raised earlier would wait in react-toastify's queue, and its update to the outcome would be
// lost there, leaving it on screen for good.
requestToastContainer();

/** One waiting call's toast: 'please wait...' until the outcome replaces or dismisses it (SPEC §4, §8). */
export interface PendingToast {
  success(message: string): void;
  error(message: string): void;
  dismiss(): void;
}

/**
 * Every toast of the remotes goes through here (SPEC §4, §8), so page code does not care how or where the toasts
 * are mounted (the shell's lazy container today), and react-toastify stays one singleton with this library.
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
  /** A 'please wait...' toast for a pending call; settle it once: into the outcome, or away with `dismiss`. */
  pending(): PendingToast {
    // react-toastify keeps this toast until the container is there.
    requestToastContainer();
    const id = toast.loading(loadingToastText);
    return {
      success: (message) => toast.update(id, settledToast('success', message)),
      error: (message) => toast.update(id, settledToast('error', message)),
      dismiss: () => toast.dismiss(id),
    };
  },
};
