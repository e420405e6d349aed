/**
 * The app could not show the page the server wrote into the HTML: its remote, or the page's own chunk, failed to load,
 * and the app's main area holds its problem panel. The server's page stays, the better one to read (server-page.ts),
 * but its buttons have no script, so its own script says so on it, with a Retry
 * (api/src/site/server-page-failure.ts, docs/ARCHITECTURE.md#a-page-whose-code-could-not-come). The shell hands it the
 * Retry of its problem panel, unseen behind the server's page: pressed, the app loads the code again, in this document,
 * and takes over once its page shows, so what was typed into the server's page is kept.
 */

declare global {
  interface Window {
    /** Says on the server's page that its code could not come (api/src/site/server-page-failure.ts). */
    gsPageFailed?: (retry?: () => void) => void;
  }
}

/**
 * The problem panel's Retry (components/problem-panel.tsx), pressed by a script although the app's root is inert:
 * inert keeps visitors' presses out, not a script's.
 */
function pressRetryIn(root: HTMLElement): void {
  const retry = root.querySelector<HTMLButtonElement>('main [data-problem] button');
  if (retry) retry.click();
  // The panel gone meanwhile: nothing left to try in place.
  else window.location.reload();
}

/** Tells the server's page that the app's page failed; each call after a Retry that failed says it again. */
export function sayPageFailed(root: HTMLElement): void {
  window.gsPageFailed?.(() => pressRetryIn(root));
}
