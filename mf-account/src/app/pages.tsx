import { lazyPage } from '@greatstep/shared/react';

/*
 * Sign-in, the page most visitors of this remote open, is in the remote's first chunk. The others load apart:
 * sign-up and the profile bring the college list and sign-up's schemas, which /signin must not pay for on a phone
 * (docs/PERFORMANCE.md).
 */
export const SignUpPage = lazyPage(
  () => import('../features/sign-up/sign-up-page'),
  (module) => module.SignUpPage,
);
export const ProfilePage = lazyPage(
  () => import('../features/profile/profile-page'),
  (module) => module.ProfilePage,
);
export const PaymentPage = lazyPage(
  () => import('../features/payment/payment-page'),
  (module) => module.PaymentPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('../features/password/reset-password-page'),
  (module) => module.ResetPasswordPage,
);
export const NewPasswordPage = lazyPage(
  () => import('../features/password/new-password-page'),
  (module) => module.NewPasswordPage,
);
export const OrganisersArea = lazyPage(
  () => import('../features/organisers/organisers-area'),
  (module) => module.OrganisersArea,
);

/** Every page that loads apart, for a harness that renders them without waiting. */
export const preloadAllPages = () =>
  Promise.all(
    [SignUpPage, ProfilePage, PaymentPage, ResetPasswordPage, NewPasswordPage, OrganisersArea].map((page) =>
      page.preload(),
    ),
  );
