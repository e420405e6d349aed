export { toastSettings, loadingToastText, settledToast } from './toast-settings';
export type { SettledToastType } from './toast-settings';
