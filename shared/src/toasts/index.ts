export { toastSettings, loadingToastText, settledToast } from './toast-settings';
export type { SettledToastType } from './toast-settings';
export { requestToastContainer, TOAST_CONTAINER_EVENT } from './toast-container-request';
export { announceRouteChange, ROUTE_CHANGE_EVENT } from './route-change';
