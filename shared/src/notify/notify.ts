import { toast, type Id } from 'react-toastify';
// The main entry by its package name, not by relative path: in the apps' builds that is the shared singleton the
// page already has, where a relative import would bundle a second copy of the messages into this subpath's chunk.
import { loadingToastText, requestToastContainer, ROUTE_CHANGE_EVENT, settledToast } from '@greatstep/shared';

// The shell mounts its toast container on first use. Asking as soon as a page that raises toasts loads (this
// subpath comes with those pages only, never with the first visit) has it mounted before the first toast: a
// 'please wait...' toast raised earlier would wait in react-toastify's queue, and its update to the outcome would be
// lost there, leaving it on screen for good.
requestToastContainer();

/** One waiting call's toast: 'please wait...' until the outcome replaces or dismisses it (docs/PRODUCT.md#toasts). */
export interface PendingToast {
  success(message: string): void;
  error(message: string): void;
  dismiss(): void;
}

/** The toast as its submit holds it: it may also say, while it waits, that the call is being tried again. */
export interface WaitingToast extends PendingToast {
  /** New words while it still waits ("still trying..."); the outcome replaces them as it would 'please wait...'. */
  notice(words: string): void;
}

type Kind = 'success' | 'error' | 'warning';

/** The toasts on screen that this module raised: on which page, and whether they are good news. */
const raised = new Map<Id, { path: string; kind: Kind | 'pending' }>();

const currentPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

toast.onChange(({ id, status }) => {
  if (status === 'removed') raised.delete(id);
});

/**
 * A new page drops what the page left behind said, except good news: 'Login Successfull' is raised as sign-in sends
 * the visitor home, and belongs to that step. Errors of a form left behind ('Incorrect otp' on the way to Sign In)
 * and its pending 'please wait...' go.
 */
if (typeof window !== 'undefined') {
  window.addEventListener(ROUTE_CHANGE_EVENT, (event) => {
    const path = (event as CustomEvent<string>).detail;
    for (const [id, toastOf] of raised) {
      if (toastOf.path !== path && toastOf.kind !== 'success') toast.dismiss(id);
    }
  });
}

/** The toasts of this page other than `keep`: a form shows only its latest outcome. */
function dismissEarlierOnThisPage(keep?: Id): void {
  const path = currentPath();
  for (const [id, toastOf] of raised) if (id !== keep && toastOf.path === path) toast.dismiss(id);
}

/** One toast per message: the same words again do not stack a second toast. */
function show(kind: Kind, message: string): void {
  requestToastContainer();
  const id = `${kind}:${message}`;
  if (toast.isActive(id)) return;
  raised.set(id, { path: currentPath(), kind });
  toast[kind](message, { toastId: id });
}

/**
 * Every toast of the remotes goes through here (docs/PRODUCT.md#toasts), so page code does not care how or where the
 * toasts are mounted (the shell's lazy container today), and react-toastify stays one singleton with this library.
 */
export const notify = {
  success: (message: string): void => show('success', message),
  error: (message: string): void => show('error', message),
  warning: (message: string): void => show('warning', message),
  /** A 'please wait...' toast for a pending call; settle it once: into the outcome, or away with `dismiss`. */
  pending(): WaitingToast {
    // react-toastify keeps this toast until the container is there.
    requestToastContainer();
    dismissEarlierOnThisPage();
    const id = toast.loading(loadingToastText);
    raised.set(id, { path: currentPath(), kind: 'pending' });
    const settle = (kind: 'success' | 'error', message: string) => {
      dismissEarlierOnThisPage(id);
      raised.set(id, { path: raised.get(id)?.path ?? currentPath(), kind });
      toast.update(id, settledToast(kind, message));
    };
    return {
      success: (message) => settle('success', message),
      error: (message) => settle('error', message),
      dismiss: () => toast.dismiss(id),
      notice: (words) => toast.update(id, { render: words }),
    };
  },
};
