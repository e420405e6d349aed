/** A full page load at an address (tests replace this module: jsdom does not navigate). */
export function loadPage(href: string): void {
  window.location.assign(href);
}
