import { createHash } from 'node:crypto';
import { PRESS_MARK_SCRIPT } from './press-mark-script';
import { PAGE_FAILED_SCRIPT } from './server-page-failure';

/**
 * The one inline script of a page that came in its HTML (docs/PERFORMANCE.md#the-page-in-its-html). Inline, so it runs
 * with the page; allowed by its hash alone in the page's policy (content-security-policy.ts). It does two things:
 *
 * - It keeps the button last pressed on the server's page, which has no script to answer it, so the shell presses the
 *   same button once it has taken over, however late its scripts come (shell/src/lib/prerender/server-page.ts). Enter
 *   in a field of a form counts as pressing the form's first submit button, as it would in the app's form (the server's
 *   forms send nothing: the page's policy has `form-action 'none'`, content-security-policy.ts).
 * - It marks that press busy at once, and keeps a press of a link marked as one (press-mark-script.ts).
 * - It starts the shell's scripts and the remote's preloads once the page has been painted whole, not beside it. The
 *   page is already there; what the scripts bring is the takeover. Fetched and run before that paint, on a phone whose
 *   network is quicker than its processor, they hold the painted page back behind their evaluation and the app's first
 *   render behind it, and its pictures behind their bytes. The document names them with a type (and a rel) the browser
 *   does not load, AFTER_PAINT; the script turns them into real ones after the page's load event (its pictures in) and
 *   two frames drawn after it, the second of which follows the first's reaching the screen: one frame was not enough,
 *   as the scripts then still started before that frame was shown, and Lighthouse counted them towards the largest
 *   paint in one run of three. Half a second after the load event where no frame comes (a tab opened in the
 *   background draws none), and 3 s after the document was parsed where the load event is slow (a picture that
 *   hangs): the page must become the app's in the end.
 * - It reports the page's remote failing when the app has not taken over TAKEOVER_BOUND_MS after its scripts were
 *   started (the server's page is still there, or the app's root is gone): the shell's own beacon never runs when its
 *   scripts fail, and a canary whose bundle keeps the app from starting would otherwise report nothing at all
 *   (docs/ARCHITECTURE.md#remote-health). Only for a remote served as a release (remotes.json in the page names one
 *   beside it), once, as `load-failed`, with the page load's ticket, the one the shell's beacon takes too
 *   (shell/src/lib/remotes/health-beacon.ts): a page that did take over late counts as one failed page load. A tab in
 *   the background waits until it is shown, and a bound more.
 * - It says on the page that the page's buttons could not load (gsPageFailed, server-page-failure.ts) when the app has
 *   not even started by that same check (nothing drawn in its root), for any remote, released or not, and at once when
 *   one of the shell's scripts fails to load: no script of the app will ever say it then. An app that has started but
 *   not taken over is left to say so itself, when its remote fails: it may only be slow (every script 5 s late takes
 *   over after the bound), and the notice would push the page down and drop a press the app would make.
 */
export const AFTER_PAINT = 'gs-after-paint';

/**
 * Longer than the shell takes to give up on a remote itself (its manifest's and its entry's 10 s each, then its own
 * report, a time-out), and than a slow phone takes to start the app.
 */
export const TAKEOVER_BOUND_MS = 20_000;

export const SERVER_PAGE_SCRIPT =
  PRESS_MARK_SCRIPT +
  'document.addEventListener("click",function(e){var b=e.target instanceof Element&&' +
  'e.target.closest("#gs-server-page button");if(b)window.gsPressed=b},true);' +
  'document.addEventListener("keydown",function(e){var f=e.key==="Enter"&&e.target instanceof HTMLInputElement&&' +
  'e.target.closest("#gs-server-page form"),b=f&&f.querySelector("button[type=submit]");' +
  'if(b)window.gsPressed=b},true);' +
  '(function(){var started=false,remote,release;function start(){if(started)return;' +
  `started=true;document.querySelectorAll("link[rel=${AFTER_PAINT}]").forEach(function(l){l.rel="preload"});` +
  `document.querySelectorAll("script[type=${AFTER_PAINT}]").forEach(function(s){var n=document.createElement("script");` +
  'n.src=s.getAttribute("src");n.async=false;n.onerror=function(){gsPageFailed()};' +
  'document.head.appendChild(n)});watch()}' +
  `function watch(){setTimeout(check,${TAKEOVER_BOUND_MS})}` +
  'function check(){var r=document.getElementById("root");if(!document.getElementById("gs-server-page")&&r)return;' +
  'if(document.hidden){document.addEventListener("visibilitychange",watch,{once:true});return}' +
  'if(!(r&&r.firstChild))gsPageFailed();if(release===undefined)return;' +
  'var t=window.gsHealthTicket=window.gsHealthTicket||fetch("/api/remote-health/ticket",{method:"POST"})' +
  '.then(function(a){return a.ok?a.json():{}}).then(function(b){return b.ticket||null},function(){return null});' +
  't.then(function(k){if(k&&navigator.sendBeacon)navigator.sendBeacon("/api/remote-health",' +
  'JSON.stringify({remote:remote,release:release,outcome:"load-failed",ticket:k}))})}' +
  'addEventListener("load",function(){requestAnimationFrame(function(){requestAnimationFrame(function(){' +
  'setTimeout(start)})});setTimeout(start,500)});' +
  'document.addEventListener("DOMContentLoaded",function(){setTimeout(start,3000);' +
  'var p=document.getElementById("gs-server-page"),j=document.getElementById("gs-remotes");' +
  'remote=p&&p.getAttribute("data-remote");' +
  'try{release=remote?JSON.parse(j.textContent)[remote].release:undefined}catch(e){}})})();' +
  PAGE_FAILED_SCRIPT;

/** The script's hash as a CSP source. */
export const SERVER_PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SERVER_PAGE_SCRIPT).digest('base64')}'`;
