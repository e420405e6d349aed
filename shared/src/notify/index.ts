export { notify, type PendingToast } from './notify';
export { submitWithToast, useSubmit, type SubmitOptions } from './use-submit';
