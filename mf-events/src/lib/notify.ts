import { loadingToastText, settledToast } from '@greatstep/shared';
import { toast } from 'react-toastify';

/**
 * The one place this remote raises toasts (SPEC §4, §8). The shell owns the container; keeping every call here
 * means a change in how the container is mounted touches one file.
 */
export const notify = {
  success(message: string): void {
    toast.success(message);
  },
  error(message: string): void {
    toast.error(message);
  },
  warning(message: string): void {
    toast.warning(message);
  },
  /** A 'please wait...' toast (SPEC §8) for a pending call; settle it once: into the outcome, or away with `done`. */
  pending(): { done(): void; success(message: string): void; error(message: string): void } {
    const id = toast.loading(loadingToastText);
    return {
      done: () => toast.dismiss(id),
      success: (message) => toast.update(id, settledToast('success', message)),
      error: (message) => toast.update(id, settledToast('error', message)),
    };
  },
};
