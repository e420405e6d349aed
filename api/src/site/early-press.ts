import { createHash } from 'node:crypto';

/**
 * The one script a page that came in its HTML runs before the shell's (docs/PERFORMANCE.md#the-page-in-its-html):
 * it keeps the button last pressed on the server's page, which has no script to answer it, so the shell presses the
 * same button once it has taken over, however late its scripts come (shell/src/lib/prerender/server-page.ts). Inline,
 * so it runs with the page; allowed by its hash alone in the page's policy (content-security-policy.ts).
 */
export const EARLY_PRESS_SCRIPT =
  'document.addEventListener("click",function(e){var b=e.target instanceof Element&&' +
  'e.target.closest("#gs-server-page button");if(b)window.gsPressed=b},true)';

/** The script's hash as a CSP source. */
export const EARLY_PRESS_SOURCE = `'sha256-${createHash('sha256').update(EARLY_PRESS_SCRIPT).digest('base64')}'`;
