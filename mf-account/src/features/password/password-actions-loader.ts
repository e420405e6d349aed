import { lazyActions } from '../../lib/lazy-actions';

/** The password pages' checks, calls and toasts (password-actions.ts), fetched on the form's first focus or press. */
export const passwordActions = lazyActions(
  () => import(/* webpackChunkName: "password-actions" */ './password-actions'),
);
