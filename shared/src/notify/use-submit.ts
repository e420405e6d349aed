import { useCallback } from 'react';
// By package name, like notify.ts: the shared singletons the page already has (one ApiError class to test against).
import { errorMessage, onRetry } from '@greatstep/shared/api';
import { useSingleFlight } from '@greatstep/shared/react';
import { notify, type PendingToast } from './notify';

export interface SubmitOptions {
  /** What a failure that is not an API answer says (a bug of ours); the unexpected-error message by default. */
  fallback?: string;
  /** Called with a failure's words before the toast shows them, for a form that also shows them beside a field. */
  onError?: (message: string, error: unknown) => void;
  /**
   * False for a form that shows a failure's words at the form itself (onError): its waiting toast then goes, and the
   * words are said once, where the visitor looks (Sign In, docs/PRODUCT.md#sign-in). True by default.
   */
  errorInToast?: boolean;
}

/**
 * Every form and action of the remotes sends its call the same way: one at a time (a second click or Enter while it
 * is on its way does nothing), with a 'please wait...' toast that `work` settles into its outcome (`success` or
 * `dismiss`), and a failure's words in that toast. It lives here rather than in '/react' because it raises toasts:
 * the toast library comes only with the pages that submit.
 */
export function useSubmit(): {
  busy: boolean;
  submit: (work: (toast: PendingToast) => Promise<void>, options?: SubmitOptions) => Promise<void>;
} {
  const { busy, run } = useSingleFlight();
  const submit = useCallback(
    (work: (toast: PendingToast) => Promise<void>, options: SubmitOptions = {}) =>
      run(() => submitWithToast(work, options)),
    [run],
  );
  return { busy, submit };
}

/**
 * useSubmit's toasts without its one-at-a-time state: for a page that keeps this module out of its first paint and
 * loads it apart (Sign In, Sign Up, the password pages, the profile), running it inside its own useSingleFlight.
 */
export async function submitWithToast(
  work: (toast: PendingToast) => Promise<void>,
  { fallback, onError, errorInToast = true }: SubmitOptions = {},
): Promise<void> {
  const toast = notify.pending();
  let settled = false;
  const settleOnce: PendingToast = {
    success: (message) => ((settled = true), toast.success(message)),
    error: (message) => ((settled = true), toast.error(message)),
    dismiss: () => ((settled = true), toast.dismiss()),
  };
  // A press the API client tries again says so in this toast while it waits (docs/PRODUCT.md#messages).
  const stopNotices = onRetry((words) => {
    if (!settled) toast.notice(words);
  });
  try {
    await work(settleOnce);
    // Work that forgot its toast must not leave 'please wait...' on screen for good.
    if (!settled) toast.dismiss();
  } catch (error) {
    const message = errorMessage(error, fallback);
    onError?.(message, error);
    if (errorInToast || !onError) toast.error(message);
    else toast.dismiss();
  } finally {
    stopNotices();
  }
}
