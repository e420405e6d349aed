/**
 * The page the server wrote into the HTML (docs/PERFORMANCE.md#the-page-in-its-html): shown from the first paint, a
 * plain page whose links load pages, until the app has drawn the same page. The app renders meanwhile in its own
 * root, laid out under the server's page but unseen and out of reach; once its main area shows a page (a heading,
 * nothing loading), the server's page is removed and the app's shown in one step, before the browser paints again:
 * the same layout, so nothing moves and the scroll stays where the visitor left it. A button pressed on the server's
 * page, which has no script to answer it, is pressed again on the app's once it shows: the press is not lost. When
 * the app cannot show the page (its remote failed to load), the server's page stays.
 */

/** The element the server writes the page into (api/src/site/shell-document.ts). */
export const SERVER_PAGE_ID = 'gs-server-page';

/** The navbar's list of links, which the prerendered Menu link targets (features/navbar). */
const MENU_LIST_ID = 'site-nav-links';

const BEHIND = 'position:absolute;top:0;left:0;width:100%;visibility:hidden';

export function serverPage(): HTMLElement | null {
  return document.getElementById(SERVER_PAGE_ID);
}

type MainState = 'loading' | 'shown' | 'failed';

/**
 * Where the app's main area stands: the shell's problem panel (its remote could not be loaded: the server's page is
 * the better one to keep), a page (its heading drawn, no page-wide loading state), or still loading. A panel of the
 * page that waits for its own data (a signed-in visitor's team) does not hold the takeover back.
 */
function mainState(root: HTMLElement): MainState {
  const main = root.querySelector('main');
  if (!main) return 'loading';
  if (main.querySelector('[data-problem]')) return 'failed';
  return main.querySelector('h1') && !main.querySelector('.gs-loading-page') ? 'shown' : 'loading';
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

/**
 * The app's page takes the place of the server's: focus moves to the same element in it, if the visitor had one, and
 * the button last pressed on the server's page is pressed in the app's.
 */
function swap(root: HTMLElement, page: HTMLElement, pressed: Pressed | null): void {
  const focused = pathTo(page, document.activeElement);
  page.remove();
  root.removeAttribute('style');
  root.removeAttribute('inert');
  // Before the scripts, the phone menu opened as the target of #site-nav-links: the app's menu opens in its place, by
  // its own button, and the address is the page's again.
  if (window.location.hash === `#${MENU_LIST_ID}`) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    root.querySelector<HTMLButtonElement>(`button[aria-controls="${MENU_LIST_ID}"][aria-expanded="false"]`)?.click();
  }
  const same = focused && follow(root, focused);
  if (same instanceof HTMLElement) same.focus({ preventScroll: true });
  if (pressed) pressWhenThere(root, pressed);
}

/** How long a press waits for its button to be drawn (a signed-in visitor's panel loading its data). */
const PRESS_WAIT_MS = 10_000;

/**
 * Presses the button in the app's page, now, or once it is drawn; not if the visitor has done something else meanwhile
 * (pressed, typed), nor after PRESS_WAIT_MS.
 */
function pressWhenThere(root: HTMLElement, pressed: Pressed): void {
  const pressNow = () => {
    const button = sameButton(root, pressed);
    if (!button || button.disabled) return false;
    button.click();
    return true;
  };
  if (pressNow()) return;
  const observer = new MutationObserver(() => {
    if (pressNow()) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    root.removeEventListener('pointerdown', stop, true);
    root.removeEventListener('keydown', stop, true);
  };
  const timer = setTimeout(stop, PRESS_WAIT_MS);
  root.addEventListener('pointerdown', stop, true);
  root.addEventListener('keydown', stop, true);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
}

/**
 * A button as the visitor knows it: by its words, and which of the buttons with those words it is. Not by its place:
 * the app may draw more around it (a signed-in visitor's team panel) than the server's page did.
 */
interface Pressed {
  words: string;
  nth: number;
}

const wordsOf = (button: Element) => button.textContent?.trim() ?? '';

function pressedOf(page: HTMLElement, button: HTMLButtonElement): Pressed {
  const words = wordsOf(button);
  const same = [...page.querySelectorAll('button')].filter((candidate) => wordsOf(candidate) === words);
  return { words, nth: same.indexOf(button) };
}

function sameButton(root: HTMLElement, { words, nth }: Pressed): HTMLButtonElement | null {
  const same = [...root.querySelectorAll('button')].filter((candidate) => wordsOf(candidate) === words);
  return same[nth] ?? null;
}

/** Renders the app behind the server's page and swaps them once the app shows the page (see above). */
export function takeOverServerPage(root: HTMLElement, page: HTMLElement): void {
  root.setAttribute('inert', '');
  root.style.cssText = BEHIND;
  let pressed: Pressed | null = null;
  const onPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pressed = pressedOf(page, button);
  };
  page.addEventListener('click', onPress);
  const observer = new MutationObserver(() => {
    const state = mainState(root);
    if (state === 'loading') return;
    observer.disconnect();
    page.removeEventListener('click', onPress);
    if (state === 'shown') swap(root, page, pressed);
  });
  observer.observe(root, { childList: true, subtree: true });
}
