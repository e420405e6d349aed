/**
 * The page the server wrote into the HTML (docs/PERFORMANCE.md#the-page-in-its-html): shown from the first paint, a
 * plain page whose links load pages, until the app has drawn the same page. The app renders meanwhile in its own
 * root, laid out under the server's page but unseen and out of reach; once its main area shows a page (a heading,
 * nothing loading), the server's page is removed and the app's shown in one step, before the browser paints again:
 * the same layout, so nothing moves and the scroll stays where the visitor left it. When the app cannot show the
 * page (its remote failed to load), the server's page stays.
 */

/** The element the server writes the page into (api/src/site/shell-document.ts). */
export const SERVER_PAGE_ID = 'gs-server-page';

const BEHIND = 'position:absolute;top:0;left:0;width:100%;visibility:hidden';

export function serverPage(): HTMLElement | null {
  return document.getElementById(SERVER_PAGE_ID);
}

type MainState = 'loading' | 'shown' | 'failed';

function mainState(root: HTMLElement): MainState {
  const main = root.querySelector('main');
  if (!main || main.querySelector('.gs-loading')) return 'loading';
  // A problem panel (the remote could not be loaded): the server's page is the better one to keep.
  if (main.querySelector('[role="alert"]')) return 'failed';
  return main.querySelector('h1') ? 'shown' : 'loading';
}

/** The child positions leading from `from` to `to`, or null when `to` is not inside. */
function pathTo(from: Element, to: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = to; node && node !== from; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift([...parent.children].indexOf(node));
  }
  return to && from.contains(to) ? path : null;
}

function follow(from: Element, path: readonly number[]): Element | null {
  let node: Element | null = from;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/** The app's page takes the place of the server's: focus moves to the same element in it, if the visitor had one. */
function swap(root: HTMLElement, page: HTMLElement): void {
  const focused = pathTo(page, document.activeElement);
  page.remove();
  root.removeAttribute('style');
  root.removeAttribute('inert');
  // Before the scripts, the phone menu opened as the target of #site-nav-links; the app's menu has a button of its own.
  if (window.location.hash === '#site-nav-links') {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  const same = focused && follow(root, focused);
  if (same instanceof HTMLElement) same.focus({ preventScroll: true });
}

/** Renders the app behind the server's page and swaps them once the app shows the page (see above). */
export function takeOverServerPage(root: HTMLElement, page: HTMLElement): void {
  root.setAttribute('inert', '');
  root.style.cssText = BEHIND;
  const observer = new MutationObserver(() => {
    const state = mainState(root);
    if (state === 'loading') return;
    observer.disconnect();
    if (state === 'shown') swap(root, page);
  });
  observer.observe(root, { childList: true, subtree: true });
}
