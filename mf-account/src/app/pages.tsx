import { lazyPage } from '@greatstep/shared/react';

/*
 * Sign-in, the page most visitors of this remote open, is in the remote's first chunk. The others load apart:
 * sign-up brings the college list and the profile the API client, which /signin must not pay for on a phone
 * (docs/PERFORMANCE.md).
 * Each page's chunk is named after its route (`route-<name>` of route-paths.ts): the build lists every route's files
 * in routes.json by that name, so the shell can fetch them beside the remote's entry (federation/publish-routes.js).
 */
export const SignUpPage = lazyPage(
  () => import(/* webpackChunkName: "route-signup" */ '../features/sign-up/sign-up-page'),
  (module) => module.SignUpPage,
);
export const ProfilePage = lazyPage(
  // The profile's two calls start as its code arrives, not when React gets round to rendering it.
  () =>
    import(/* webpackChunkName: "route-profile" */ '../features/profile/profile-page').then((module) => {
      module.askEarly();
      return module;
    }),
  (module) => module.ProfilePage,
);
export const PaymentPage = lazyPage(
  () => import(/* webpackChunkName: "route-payment" */ '../features/payment/payment-page'),
  (module) => module.PaymentPage,
);
export const ResetPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "route-resetPassword" */ '../features/password/reset-password-page'),
  (module) => module.ResetPasswordPage,
);
export const NewPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "route-changePassword" */ '../features/password/new-password-page'),
  (module) => module.NewPasswordPage,
);
export const OrganisersArea = lazyPage(
  () => import(/* webpackChunkName: "route-organisers" */ '../features/organisers/organisers-area'),
  (module) => module.OrganisersArea,
);

/** Every page that loads apart, for a harness that renders them without waiting. */
export const preloadAllPages = () =>
  Promise.all(
    [SignUpPage, ProfilePage, PaymentPage, ResetPasswordPage, NewPasswordPage, OrganisersArea].map((page) =>
      page.preload(),
    ),
  );
