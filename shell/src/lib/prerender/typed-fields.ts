/**
 * What the visitor typed or ticked on the server's page before the scripts came (its forms send nothing: the page's
 * policy has `form-action 'none'`, docs/SECURITY.md#prerendered-pages-are-data), carried into the same fields of the
 * app's page at the takeover, so nothing typed is lost (docs/PERFORMANCE.md#the-page-in-its-html). A field is known
 * by its id: the app renders the same components, with the same ids.
 */

type Typed = { id: string; value: string } | { id: string; checked: boolean };

const isTickable = (field: HTMLInputElement) => field.type === 'checkbox' || field.type === 'radio';

/**
 * The element of `root` that `selector` matches with this id, found by comparing ids: an id may hold characters a
 * selector would need escaped. The app's page shares its ids with the server's, which is why it is looked for within.
 */
export function elementWithId<E extends Element>(root: ParentNode, selector: string, id: string): E | null {
  return [...root.querySelectorAll<E>(selector)].find((candidate) => candidate.id === id) ?? null;
}

/** The fields of the server's page whose content the visitor changed. */
export function typedFields(page: HTMLElement): Typed[] {
  const typed: Typed[] = [];
  for (const field of page.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')) {
    if (field instanceof HTMLInputElement && isTickable(field)) {
      if (field.checked !== field.defaultChecked) typed.push({ id: field.id, checked: field.checked });
    } else if (field.value !== field.defaultValue) typed.push({ id: field.id, value: field.value });
  }
  return typed;
}

/**
 * Sets a field of the app's page as typing would: through the element's own value setter, which React's controlled
 * fields watch, then the input event their onChange answers; a box is ticked by a click, as a visitor ticks it.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, typed: Typed): void {
  if ('checked' in typed) {
    if (field instanceof HTMLInputElement && field.checked !== typed.checked) field.click();
    return;
  }
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Puts what was typed on the server's page into the app's, field by field; returns whether there was any. */
export function carryTypedFields(root: HTMLElement, typed: readonly Typed[]): boolean {
  for (const each of typed) {
    const field = elementWithId<HTMLInputElement | HTMLTextAreaElement>(root, 'input, textarea', each.id);
    if (field && !field.disabled && !field.readOnly) typeInto(field, each);
  }
  return typed.length > 0;
}
