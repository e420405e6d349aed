export { notify, type PendingToast } from './notify';
export { useSubmit, type SubmitOptions } from './use-submit';
