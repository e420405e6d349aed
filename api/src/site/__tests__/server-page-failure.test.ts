/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { messages } from '@greatstep/shared/isomorphic';
import { AFTER_PAINT, SERVER_PAGE_SCRIPT, TAKEOVER_BOUND_MS } from '../server-page-script';

// A page whose code could not come says so, on the server's page itself
// (docs/ARCHITECTURE.md#a-page-whose-code-could-not-come): the page's inline script as a browser runs it, with the
// shell's scripts failing or never coming.

/** The page's window, with what its script keeps there. */
type PageWindow = Window &
  typeof globalThis & {
    eval: (code: string) => unknown;
    gsPressed?: unknown;
    gsPageFailed?: (retry?: () => void) => void;
  };

/**
 * A prerendered page as the server sends it, its script run: in a frame of its own, so each test has its own document
 * and listeners, and on this test's fake clock.
 */
function openServerPage(): PageWindow {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const page = frame.contentWindow as PageWindow;
  page.document.head.innerHTML =
    `<script type="${AFTER_PAINT}" src="/main.js"></script>` +
    '<script type="application/json" id="gs-remotes">{"events":"/remotes/events/mf-manifest.json"}</script>';
  page.document.body.innerHTML =
    '<div id="gs-server-page" data-remote="events"><header><a href="/">GreatStep</a></header>' +
    '<main id="main"><h1>Geobotics</h1><button type="button">Register</button><button type="button">Back</button>' +
    '</main></div><div id="root"></div>';
  Object.assign(page, { setTimeout, clearTimeout, requestAnimationFrame: () => 0 });
  Object.defineProperty(page.document, 'hidden', { value: false });
  page.eval(SERVER_PAGE_SCRIPT);
  page.document.dispatchEvent(new page.Event('DOMContentLoaded'));
  page.dispatchEvent(new page.Event('load'));
  // The shell's scripts start half a second after the load event when no frame is drawn.
  jest.advanceTimersByTime(500);
  return page;
}

/** The shell's script, as the page's own script started it, fails to load. */
function shellScriptFails(page: PageWindow): void {
  const started = page.document.head.querySelector('script[src="/main.js"]:not([type])');
  if (!started) throw new Error('the page did not start the shell script');
  started.dispatchEvent(new page.Event('error'));
}

const main = (page: PageWindow) => page.document.querySelector('main') as HTMLElement;
const notice = (page: PageWindow) => main(page).querySelector('.gs-page-failed');
const button = (page: PageWindow, words: string) =>
  [...page.document.querySelectorAll('button')].find((candidate) => candidate.textContent === words) as HTMLElement;
/** What is said beside a button, if anything. */
const saidBeside = (element: Element) => {
  const next = element.nextElementSibling;
  return next?.classList.contains('gs-press-failed') ? next.querySelector('[role="alert"]')?.textContent : undefined;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test("a shell script that fails to load puts an announced notice with Retry at the top of the page's main area", () => {
  const page = openServerPage();
  expect(notice(page)).toBeNull();
  shellScriptFails(page);
  expect(main(page).firstElementChild).toBe(notice(page));
  expect(notice(page)?.querySelector('[role="alert"]')?.textContent).toBe(messages.pageCodeFailed);
  expect(notice(page)?.querySelector('button')?.textContent).toBe('Retry');
  expect(page.document.querySelectorAll('.gs-page-failed')).toHaveLength(1);
});

test('at the bound the notice shows for an app not even started, released or not; one started or taken over says none', () => {
  const notStarted = openServerPage();
  // Started: the app has drawn in its root, and may only be slow; its own failures it says itself.
  const started = openServerPage();
  started.document.getElementById('root')?.append(started.document.createElement('header'));
  const takenOver = openServerPage();
  takenOver.document.getElementById('gs-server-page')?.remove();
  expect(notice(notStarted)).toBeNull();
  jest.advanceTimersByTime(TAKEOVER_BOUND_MS);
  // remotes.json in the page names no release for the remote: no report, but the visitor is told all the same.
  expect(notice(notStarted)?.querySelector('[role="alert"]')?.textContent).toBe(messages.pageCodeFailed);
  expect(notice(started)).toBeNull();
  expect(takenOver.document.querySelector('.gs-page-failed')).toBeNull();
});

test('a press made before the failure and one made after it are each said at the press, and not kept for later', () => {
  const page = openServerPage();
  const register = button(page, 'Register');
  register.click();
  expect(saidBeside(register)).toBeUndefined();
  expect(register.getAttribute('aria-busy')).toBe('true');
  shellScriptFails(page);
  expect(saidBeside(register)).toBe(messages.pressCodeFailed);
  // Said to have failed, it is no longer shown busy: nothing is coming to answer it.
  expect(register.hasAttribute('aria-busy')).toBe(false);
  expect(register.nextElementSibling?.querySelector('button')?.textContent).toBe('Retry');

  const back = button(page, 'Back');
  back.click();
  expect(saidBeside(back)).toBe(messages.pressCodeFailed);
  expect(back.hasAttribute('aria-busy')).toBe(false);
  // A press said to do nothing is not made by the app if it takes over later.
  expect(page.gsPressed).toBeNull();
  // Pressed again, it is not said twice.
  register.click();
  expect(page.document.querySelectorAll('.gs-press-failed')).toHaveLength(2);
});

test("a form's submit button pressed on a page that failed is said at the press, and the form is not sent", () => {
  const page = openServerPage();
  main(page).insertAdjacentHTML('beforeend', '<form><input id="email"><button type="submit">Next</button></form>');
  shellScriptFails(page);
  // Looked at last, on the window, once the page's own listeners have had the event.
  const submits: boolean[] = [];
  page.addEventListener('submit', (event) => submits.push(event.defaultPrevented));
  const next = button(page, 'Next');
  next.click();
  expect(saidBeside(next)).toBe(messages.pressCodeFailed);
  expect(submits).toEqual([true]);
});

test("the shell's Retry is the notice's: a press of it retries, a failure after it says so again, and the page's own check keeps it", () => {
  const page = openServerPage();
  const retry = jest.fn();
  page.gsPageFailed?.(retry);
  const noticeRetry = notice(page)?.querySelector('button') as HTMLElement;
  const alert = notice(page)?.querySelector('[role="alert"]');
  noticeRetry.click();
  expect(retry).toHaveBeenCalledTimes(1);
  expect(alert?.textContent).toBe(messages.pageCodeRetrying);
  // A press of Retry is no press of the page's.
  expect(page.document.querySelector('.gs-press-failed')).toBeNull();
  expect(page.gsPressed).toBeNull();

  page.gsPageFailed?.(retry);
  expect(alert?.textContent).toBe(messages.pageCodeFailed);
  // The page's own check at its bound finds the notice there and leaves the shell's Retry in place.
  jest.advanceTimersByTime(TAKEOVER_BOUND_MS);
  const register = button(page, 'Register');
  register.click();
  (register.nextElementSibling?.querySelector('button') as HTMLElement).click();
  expect(retry).toHaveBeenCalledTimes(2);
  expect(page.document.querySelectorAll('.gs-page-failed')).toHaveLength(1);
});
