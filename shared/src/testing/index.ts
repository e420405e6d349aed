// Fixtures for the apps' tests and the library's own; nothing here is bundled into a page.
export { sampleLogin, sampleUser } from './sample-user';
export {
  codeInMail,
  PASSWORD,
  signUpThrough,
  signupBody,
  uniqueEmail,
  uniqueMobile,
  type SignedUp,
  type SignUpTransport,
} from './sign-up';
