import { toast } from 'react-toastify';
import { loadingToastText, settledToast } from '@greatstep/shared';

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
    toast.success(message);
  },
  error(message: string): void {
    toast.error(message);
  },
  wait(): PendingToast {
    const id = toast.loading(loadingToastText);
    return {
      success: (message) => toast.update(id, settledToast('success', message)),
      error: (message) => toast.update(id, settledToast('error', message)),
      dismiss: () => toast.dismiss(id),
    };
  },
};
