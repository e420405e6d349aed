/** How long to wait for a new page's heading: a remote's page may still be on its way. */
const WAIT_FOR_HEADING_MS = 5_000;

/**
 * Calls `found` with the main heading of the page in `main` as soon as there is one (at once, or when the page renders
 * it), for up to five seconds. Returns the cleanup that stops waiting.
 */
export function whenPageHeading(main: HTMLElement, found: (heading: HTMLHeadingElement) => void): () => void {
  const heading = main.querySelector('h1');
  if (heading) {
    found(heading);
    return () => undefined;
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
  };
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector('h1');
    if (!arrived) return;
    stop();
    found(arrived);
  });
  observer.observe(main, { childList: true, subtree: true });
  const giveUp = setTimeout(stop, WAIT_FOR_HEADING_MS);
  return stop;
}
