/**
 * The mark of a link on a page in its HTML that is a button of the app for some visitors: an event's Register, a link
 * to Sign In in the HTML, which a signed-in visitor's app answers by registering (docs/PERFORMANCE.md#the-page-in-its-html).
 * Pressed before the scripts have come, the page's inline script keeps it as it keeps a button's press, for the app
 * to press once it has taken over (api/src/site/server-page-script.ts), rather than let the browser follow it. Without
 * scripts nothing keeps it, and it is the plain link it reads as.
 */
export const KEPT_PRESS_ATTRIBUTE = 'data-gs-press';
