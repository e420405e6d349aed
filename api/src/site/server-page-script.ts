import { createHash } from 'node:crypto';

/**
 * The one inline script of a page that came in its HTML (docs/PERFORMANCE.md#the-page-in-its-html). Inline, so it runs
 * with the page; allowed by its hash alone in the page's policy (content-security-policy.ts). It does two things:
 *
 * - It keeps the button last pressed on the server's page, which has no script to answer it, so the shell presses the
 *   same button once it has taken over, however late its scripts come (shell/src/lib/prerender/server-page.ts). Enter
 *   in a field of a form counts as pressing the form's first submit button, as it would in the app's form (the server's
 *   forms send nothing: federation/prerender/forms-that-send-nothing.js).
 * - It starts the shell's scripts and the remote's preloads after the page's first paint, not beside it. The page is
 *   already whole; what the scripts bring is the takeover. Fetched and run before that paint, on a phone whose network
 *   is quicker than its processor, they hold the painted page back behind their evaluation and the app's first render
 *   behind it. The document names them with a type (and a rel) the browser does not load, AFTER_PAINT; the script
 *   turns them into real ones once a frame has been drawn after the document was parsed, or after half a second
 *   where no frame comes (a tab opened in the background draws none).
 */
export const AFTER_PAINT = 'gs-after-paint';

export const SERVER_PAGE_SCRIPT =
  'document.addEventListener("click",function(e){var b=e.target instanceof Element&&' +
  'e.target.closest("#gs-server-page button");if(b)window.gsPressed=b},true);' +
  'document.addEventListener("keydown",function(e){var f=e.key==="Enter"&&e.target instanceof HTMLInputElement&&' +
  'e.target.closest("#gs-server-page [role=form]"),b=f&&f.querySelector("button[type=submit]");' +
  'if(b)window.gsPressed=b},true);' +
  'document.addEventListener("DOMContentLoaded",function(){var started=false;function start(){if(started)return;' +
  `started=true;document.querySelectorAll("link[rel=${AFTER_PAINT}]").forEach(function(l){l.rel="preload"});` +
  `document.querySelectorAll("script[type=${AFTER_PAINT}]").forEach(function(s){var n=document.createElement("script");` +
  'n.src=s.getAttribute("src");n.async=false;document.head.appendChild(n)})}' +
  'requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,500)})';

/** The script's hash as a CSP source. */
export const SERVER_PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SERVER_PAGE_SCRIPT).digest('base64')}'`;
