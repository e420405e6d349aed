/**
 * The shell mounts react-toastify's container (~10 KB) on first use, not on every first visit. A page asks for it
 * right before its first toast; react-toastify keeps toasts raised before the container is there and shows them
 * once it mounts. A DOM event, so that neither side imports the other (and this library stays free of React).
 */
export const TOAST_CONTAINER_EVENT = 'greatstep:toast-container';

export function requestToastContainer(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_CONTAINER_EVENT));
}
