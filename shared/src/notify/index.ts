export { notify, type PendingToast } from './notify';
