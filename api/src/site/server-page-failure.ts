import { messages } from '@greatstep/shared/isomorphic';

/**
 * The part of a prerendered page's inline script (server-page-script.ts) that says so when the page's code could not
 * come (docs/ARCHITECTURE.md#a-page-whose-code-could-not-come). The server's page stays readable, but its buttons have
 * no script: pressed, they did nothing and said nothing, so a visitor kept pressing Register or Next. It is in the
 * page's own script because one of the two ways to get here is the shell's own scripts never arriving, and then no
 * script but this one runs.
 *
 * `gsPageFailed(retry?)` puts a notice at the top of the server page's main area, announced (role="alert"), with a
 * Retry; each press of a button of the page after it (and the press made before it, if any) gets a message beside the
 * pressed button, with a Retry too. A press said to have failed is dropped (`gsPressed` cleared): the shell will not
 * make it after a later takeover, as the visitor was told it did nothing; nor does the browser send the form of such a
 * press. Called by:
 *
 * - the shell, when its remote or the page's chunk failed to load (shell/src/lib/prerender/failed-page.ts), with a
 *   Retry that loads them again and takes over once the page has come; called again if that fails too, so the
 *   notice says it again;
 * - the rest of the page's script, with no Retry of its own, when one of the shell's scripts failed to load, or when
 *   the app has not taken over long after its scripts started: Retry then reloads the page. Once the notice shows, a
 *   call without a Retry changes nothing, so the shell's stays.
 *
 * Its looks are the shell's global stylesheet's (`.gs-page-failed`, `.gs-press-failed`), which every server page
 * carries with its frame.
 */
export const PAGE_FAILED_SCRIPT =
  '(function(){var shown,retry;' +
  'function el(t,c,x){var e=document.createElement(t);if(c)e.className=c;if(x)e.textContent=x;return e}' +
  'function said(t,x){var a=el(t,0,x);a.setAttribute("role","alert");return a}' +
  'function again(c){var b=el("button",c,"Retry");b.type="button";b.onclick=function(){window.gsPressed=null;' +
  `shown.firstChild.textContent=${JSON.stringify(messages.pageCodeRetrying)};` +
  '(retry||function(){location.reload()})()};return b}' +
  // The press's busy mark (press-mark-script.ts) goes: nothing is coming to answer it.
  'function say(b){window.gsPressed=null;b.removeAttribute("aria-busy");var n=b.nextElementSibling;' +
  'if(!b.isConnected||b.closest(".gs-page-failed,.gs-press-failed")||n&&n.className==="gs-press-failed")return;' +
  `var s=el("span","gs-press-failed");s.append(said("span",${JSON.stringify(messages.pressCodeFailed)})," ",again());` +
  'b.after(s)}' +
  'window.gsPageFailed=function(r){var m=document.querySelector("#gs-server-page main");if(!m||shown&&!r)return;' +
  'if(r)retry=r;if(!shown){shown=el("div","gs-page-failed");shown.append(said("p"),again("button"));m.prepend(shown)}' +
  `shown.firstChild.textContent=${JSON.stringify(messages.pageCodeFailed)};` +
  'if(window.gsPressed instanceof Element)say(window.gsPressed)};' +
  'function pressed(){if(shown&&window.gsPressed instanceof Element)say(window.gsPressed)}' +
  // After the capture listeners of server-page-script.ts have kept the press in gsPressed.
  'document.addEventListener("click",pressed);document.addEventListener("keydown",pressed);' +
  // A form of the server's page is never sent: the press is kept for the app (or said to have failed), and the
  // page's policy (form-action 'none') would refuse it anyway, logging the refusal and leaving the browser waiting on
  // a navigation that never comes. The app's own forms come after the server's page has gone.
  'document.addEventListener("submit",function(e){if(shown||e.target instanceof Element&&' +
  'e.target.closest("#gs-server-page"))e.preventDefault()})})();';
