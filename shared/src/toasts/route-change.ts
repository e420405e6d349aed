/**
 * The shell announces each new page path with this DOM event, so the toasts of a page left behind can go
 * (notify's part) while neither side imports the other: the shell's first visit carries no react-toastify.
 */
export const ROUTE_CHANGE_EVENT = 'greatstep:route-change';

export function announceRouteChange(pathname: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT, { detail: pathname }));
}
