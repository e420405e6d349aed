import { messages } from '../messages';

/**
 * The toasts of docs/PRODUCT.md#toasts, shaped as react-toastify ToastContainer props (`<ToastContainer
 * {...toastSettings} />`), in the site's dark colours (react-toastify's dark theme: white text on near-black, above AA
 * contrast). Top right on a laptop; the shell's stylesheet moves them to the bottom on a phone, where react-toastify
 * makes them full width and they would cover the page's heading (a position here would hold at every width).
 */
export const toastSettings = {
  position: 'top-right',
  autoClose: 5000,
  draggable: true,
  draggablePercent: 80,
  theme: 'dark',
} as const;

/** The text of the loading toast shown while a call is pending (docs/PRODUCT.md#toasts). */
export const loadingToastText = messages.pleaseWait;

export type SettledToastType = 'success' | 'error' | 'info' | 'warning';

/**
 * Options for `toast.update(id, …)` when a loading toast turns into the outcome. A loading toast never closes by
 * itself, so the update must switch loading off and bring the auto-close time back.
 */
export function settledToast(type: SettledToastType, message: string) {
  return {
    render: message,
    type,
    isLoading: false,
    autoClose: toastSettings.autoClose,
    closeOnClick: true,
    draggable: toastSettings.draggable,
  } as const;
}
