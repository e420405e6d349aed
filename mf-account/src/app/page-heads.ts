import type { PageHeadDeclaration } from '@greatstep/shared';
import type { RouteName } from './route-paths';

/**
 * The head of every public page of this remote (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes): the forms
 * anyone may open. The signed-in pages (profile, payment, the organisers' area) and the mailed new-password link are
 * nobody's to find: they are not listed, and the server asks search engines not to index them. Each title is the one
 * the page itself renders (its <title>), so the tab does not change as the browser takes over.
 */
const SITE = 'GreatStep 2025';
const KICKER = "GREAT-STEP'25 · IIT Kharagpur";
const DATES = '28–30 March 2025';

// Each line with its label, so that a chat's preview does not show a bare date (docs/ARCHITECTURE.md#preview-pictures).
const preview = (title: string, line: string) => ({
  kicker: KICKER,
  title,
  lines: [
    { label: 'Account', value: line },
    { label: 'Fest', value: DATES },
  ],
  alt: `${title} for ${SITE}: ${line}`,
});

export const pageHeads: ReadonlyArray<PageHeadDeclaration<RouteName>> = [
  {
    route: 'signin',
    path: '/signin',
    title: `Sign In | ${SITE}`,
    description: `Sign in to ${SITE} to register your team for its competitions, play Guess The Theme and pay the participation fee.`,
    preview: preview('Sign In', 'Sign in, then register your team'),
    // A step of an account, nothing to find in a search: out of the sitemap (Sign Up, the way in, stays).
    utility: true,
  },
  {
    route: 'signup',
    path: '/signup',
    title: `Sign Up | ${SITE}`,
    description: `Create your ${SITE} account in three steps: your e-mail, your details and college, and the code we mail you.`,
    preview: preview('Sign Up', 'Create yours in three steps'),
  },
  {
    route: 'resetPassword',
    path: '/resetPassword',
    title: `Reset Password | ${SITE}`,
    description: `Forgot your ${SITE} password? Ask for a link to set a new one, mailed to the address you signed up with.`,
    preview: preview('Reset your password', 'A new password by a mailed link'),
    utility: true,
  },
];
