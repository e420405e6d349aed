import { lazyActions } from '../../lib/lazy-actions';

/**
 * The steps' schemas, API calls and toasts (sign-up-actions.ts), fetched when the visitor first focuses or presses
 * in step 1, not once the page has painted: zod's schemas are a long task on a phone, and a visitor who only looks at
 * the page never needs them (docs/PERFORMANCE.md#code-per-page).
 */
export const signUpActions = lazyActions(() => import(/* webpackChunkName: "sign-up-actions" */ './sign-up-actions'));
