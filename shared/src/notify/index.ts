export { notify, type PendingToast, type WaitingToast } from './notify';
export { submitWithToast, useSubmit, type SubmitOptions } from './use-submit';
