/**
 * The page the server wrote into the HTML (docs/PERFORMANCE.md#the-page-in-its-html): shown from the first paint, a
 * plain page whose links load pages, until the app has drawn the same page. The app renders meanwhile in its own
 * root, laid out under the server's page but unseen and out of reach; once its main area shows a page (a heading,
 * nothing loading), the server's page is removed and the app's shown in one step, before the browser paints again:
 * the same layout, so nothing moves and the scroll stays where the visitor left it. What was typed into the server's
 * page's fields is typed into the app's, and a button pressed there, which has no script to answer it, is pressed again
 * on the app's once it shows: neither is lost. When the app cannot show the page (its remote failed to load), the
 * server's page stays, says so, and offers a Retry (failed-page.ts); the app takes over if the page comes after all.
 */
import { KEPT_PRESS_ATTRIBUTE } from '@greatstep/shared';
import { sayPageFailed } from './failed-page';
import { carryTypedFields, elementWithId, typedFields } from './typed-fields';

declare global {
  interface Window {
    /** The button (or kept link) last pressed on the server's page (api/src/site/server-page-script.ts). */
    gsPressed?: unknown;
  }
}

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

/**
 * The app's page takes the place of the server's: what was typed into its fields is typed into the app's, focus moves
 * to the same element, if the visitor had one, and the button last pressed on the server's page is pressed in the
 * app's.
 */
function swap(root: HTMLElement, page: HTMLElement, pressed: KnownAs | null): void {
  const focused = document.activeElement instanceof HTMLElement ? knownAs(page, document.activeElement) : null;
  const typed = typedFields(page);
  page.remove();
  root.removeAttribute('style');
  root.removeAttribute('inert');
  // Before the scripts, the phone menu opened as the target of #site-nav-links: the app's menu opens in its place, by
  // its own button, and the address is the page's again.
  if (window.location.hash === `#${MENU_LIST_ID}`) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    root.querySelector<HTMLButtonElement>(`button[aria-controls="${MENU_LIST_ID}"][aria-expanded="false"]`)?.click();
  }
  // Typed in once the fields are the only ones with their ids and reachable; before the focus, so a caret lands after
  // the text, as it was.
  const carried = carryTypedFields(root, typed);
  const same = focused && found(root, focused);
  if (same) same.focus({ preventScroll: true });
  if (!pressed) return;
  // A button pressed after typing (Sign In) is pressed once React has drawn what was typed into its state.
  if (carried) setTimeout(() => pressWhenThere(root, pressed));
  else pressWhenThere(root, pressed);
}

/** How long a press waits for its button to be drawn (a signed-in visitor's panel loading its data). */
const PRESS_WAIT_MS = 10_000;

/**
 * Presses the button in the app's page, now, or once it is drawn; not if the visitor has done something else meanwhile
 * (pressed, typed), nor after PRESS_WAIT_MS.
 */
function pressWhenThere(root: HTMLElement, pressed: KnownAs): void {
  const pressNow = () => {
    const target = found(root, pressed);
    if (!(target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement)) return false;
    if (target instanceof HTMLButtonElement && target.disabled) return false;
    target.click();
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
 * An element as the visitor knows it: its kind (a link, a button), its words, and which of the elements of that kind
 * with those words it is; a field, which has no words, by its id. Not by its place: the app may draw more around it
 * (a signed-in visitor's team panel) than the server's page did.
 */
interface KnownAs {
  tag: string;
  words: string;
  nth: number;
  id?: string;
}

const wordsOf = (element: Element) => element.textContent?.trim() ?? '';

const alike = (within: HTMLElement, tag: string, words: string) =>
  [...within.querySelectorAll<HTMLElement>(tag)].filter((candidate) => wordsOf(candidate) === words);

function knownAs(page: HTMLElement, element: HTMLElement): KnownAs | null {
  if (!page.contains(element)) return null;
  const tag = element.tagName.toLowerCase();
  // A field has no words: it is known by its id, which the app gives it too.
  if (element.id && /^(input|textarea|select)$/.test(tag)) return { tag, words: '', nth: 0, id: element.id };
  const words = wordsOf(element);
  return { tag, words, nth: alike(page, tag, words).indexOf(element) };
}

function found(root: HTMLElement, { tag, words, nth, id }: KnownAs): HTMLElement | null {
  if (id) return elementWithId<HTMLElement>(root, tag, id);
  return alike(root, tag, words)[nth] ?? null;
}

/**
 * A press as the visitor knows it: its words, among the page's buttons and links alike. A link kept as a press (an
 * event's Register, which leads to Sign In in the HTML) is a button in a signed-in visitor's app, and the app's
 * answer to it is that button's.
 */
const PRESSABLE = 'a, button';

function pressedAs(page: HTMLElement, pressed: unknown): KnownAs | null {
  const kept =
    pressed instanceof HTMLButtonElement ||
    (pressed instanceof HTMLAnchorElement && pressed.hasAttribute(KEPT_PRESS_ATTRIBUTE));
  if (!kept || !page.contains(pressed)) return null;
  const words = wordsOf(pressed);
  return { tag: PRESSABLE, words, nth: alike(page, PRESSABLE, words).indexOf(pressed) };
}

/**
 * Renders the app behind the server's page and swaps them once the app shows the page (see above). A failure is said
 * once per problem panel the app draws: after a Retry, the page shows (and takes over) or a new panel says it again.
 */
export function takeOverServerPage(root: HTMLElement, page: HTMLElement): void {
  root.setAttribute('inert', '');
  root.style.cssText = BEHIND;
  let saidFor: Element | null = null;
  const observer = new MutationObserver(() => {
    const state = mainState(root);
    if (state === 'loading') return;
    if (state === 'failed') {
      const panel = root.querySelector('main [data-problem]');
      if (panel !== saidFor) sayPageFailed(root);
      saidFor = panel;
      return;
    }
    observer.disconnect();
    // The button last pressed on the server's page, kept by the page's own first script (api/src/site/server-page-script.ts).
    const pressed = pressedAs(page, window.gsPressed);
    swap(root, page, pressed);
  });
  observer.observe(root, { childList: true, subtree: true });
}
