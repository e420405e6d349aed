/**
 * @jest-environment jsdom
 */
import { KEPT_PRESS_ATTRIBUTE } from '@greatstep/shared/isomorphic';
import { SERVER_PAGE_SCRIPT } from '../server-page-script';

// The page's inline script as a browser runs it, on a page in its HTML before its scripts: a press shows at once that
// it was taken (docs/PERFORMANCE.md#the-page-in-its-html). A throttled phone once showed nothing for about 5 s.

/** The little of the DOM this test touches: the API's own code has no DOM, so its types leave the DOM out. */
interface Node {
  textContent: string | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  dispatchEvent(event: Event): boolean;
  addEventListener(type: string, listener: (event: Event) => void): void;
}
interface Event {
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}
interface Page {
  document: {
    body: { innerHTML: string };
    head: { appendChild(node: Node): void };
    createElement(tag: string): Node;
    querySelector(selectors: string): Node | null;
    querySelectorAll(selectors: string): ArrayLike<Node>;
    getElementById(id: string): Node | null;
  };
  gsPressed?: unknown;
  MouseEvent: new (type: string, init: { bubbles: boolean; cancelable: boolean }) => Event;
  KeyboardEvent: new (type: string, init: { key: string; bubbles: boolean; cancelable: boolean }) => Event;
}
const page = globalThis as unknown as Page;

beforeAll(() => {
  // Run as the page's <script> (jest's jsdom runs scripts), once for the whole file, as a page runs it once: it adds
  // its listeners to the document.
  const script = page.document.createElement('script');
  script.textContent = SERVER_PAGE_SCRIPT;
  page.document.head.appendChild(script);
});

beforeEach(() => {
  delete page.gsPressed;
  page.document.body.innerHTML =
    '<div id="gs-server-page"><main><h1>Geobotics</h1>' +
    `<a class="button" href="/signin?from=%2Fg" ${KEPT_PRESS_ATTRIBUTE}="">Register</a>` +
    '<a href="/great-step/events/competitions">Back</a>' +
    '<form><input id="email"><button type="submit">Sign In</button><button type="button">Stop</button></form>' +
    '</main></div><div id="root"></div>';
  // The page's policy keeps its forms from sending (form-action 'none'); jsdom would try, and say it cannot.
  page.document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
});

const byText = (text: string) =>
  Array.from(page.document.querySelectorAll('a, button')).find((element) => element.textContent === text);

/** A click as a browser dispatches it: cancelable, so a link's default (following it) can be prevented. */
function click(element: Node | undefined): Event {
  const event = new page.MouseEvent('click', { bubbles: true, cancelable: true });
  element?.dispatchEvent(event);
  return event;
}

test('a button pressed before the scripts is marked busy at once, and kept for the app', () => {
  const signIn = byText('Sign In');
  click(signIn);
  expect(signIn?.getAttribute('aria-busy')).toBe('true');
  expect(page.gsPressed).toBe(signIn);
});

test("Enter in a field marks the form's submit button busy", () => {
  const field = page.document.getElementById('email');
  field?.dispatchEvent(new page.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  expect(byText('Sign In')?.getAttribute('aria-busy')).toBe('true');
});

test('a link marked as a press is kept like a button, not followed, and marked busy', () => {
  const register = byText('Register');
  const event = click(register);
  expect(event.defaultPrevented).toBe(true);
  expect(page.gsPressed).toBe(register);
  expect(register?.getAttribute('aria-busy')).toBe('true');
});

test('a plain link is followed, and marks nothing', () => {
  const event = click(byText('Back'));
  expect(event.defaultPrevented).toBe(false);
  expect(page.document.querySelector('[aria-busy]')).toBeNull();
});

test('a later press moves the mark: one press is kept, one is shown', () => {
  click(byText('Register'));
  click(byText('Stop'));
  expect(byText('Register')?.hasAttribute('aria-busy')).toBe(false);
  expect(byText('Stop')?.getAttribute('aria-busy')).toBe('true');
  expect(page.document.querySelectorAll('[aria-busy]')).toHaveLength(1);
});
