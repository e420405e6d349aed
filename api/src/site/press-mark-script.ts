import { KEPT_PRESS_ATTRIBUTE } from '@greatstep/shared/isomorphic';

/**
 * The part of a prerendered page's inline script (server-page-script.ts) that answers a press made before the app has
 * taken over, at once and at the press (docs/PERFORMANCE.md#the-page-in-its-html). On a throttled phone the scripts
 * take seconds, and a press the page keeps for the app showed nothing meanwhile: about 5 s passed between pressing
 * Sign In and any sign it was taken. It does two things:
 *
 * - A link marked as a press (KEPT_PRESS_ATTRIBUTE: an event's Register, a link to Sign In in the HTML that a
 *   signed-in visitor's app answers by registering) is kept like a button's press rather than followed, unless the
 *   page has already said its code could not come.
 * - The press kept last (window.gsPressed, set by the script's first part) is marked busy: `aria-busy="true"`, which
 *   the shell's stylesheet draws as a spinner in the button (shell/src/styles/global.css); a later press moves the
 *   mark. The mark goes with the server's page when the app takes over, and the app answers the press itself.
 *
 * Its listeners are the document's bubbling ones, so they run after the first part's capturing ones have kept the press.
 */
export const PRESS_MARK_SCRIPT =
  '(function(){var m;function mark(){var b=window.gsPressed;if(!b||b===m)return;' +
  'if(m)m.removeAttribute("aria-busy");m=b;b.setAttribute("aria-busy","true")}' +
  'document.addEventListener("click",function(e){var a=e.target instanceof Element&&' +
  `e.target.closest("#gs-server-page a[${KEPT_PRESS_ATTRIBUTE}]");` +
  // On a page that has said its code could not come (server-page-failure.ts), the link is followed: it leads on
  // without the app, where a kept press would wait for an app that is not coming.
  'if(a&&!document.querySelector(".gs-page-failed")){e.preventDefault();window.gsPressed=a}mark()});' +
  'document.addEventListener("keydown",mark)})();';
