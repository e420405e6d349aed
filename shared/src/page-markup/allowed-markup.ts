import { KEPT_PRESS_ATTRIBUTE } from '../kept-press';

/**
 * The elements and attributes a prerendered page may hold: what our own builds' fragments.json and frame.json hold
 * (the pages React renders from the apps' components, checked against every build), and nothing else. A page's HTML
 * is data from a host a sub-team controls, so a tag our pages never use is refused rather than judged
 * (docs/SECURITY.md#prerendered-pages-are-data). A new element or attribute in a page is added here, on purpose.
 */
export interface MarkupRules {
  /** What the rules are for, in a refusal's words. */
  readonly name: string;
  /** Each element allowed, with the attributes only it may carry. */
  readonly elements: Readonly<Record<string, readonly string[]>>;
  /** Attributes any allowed element may carry. */
  readonly everywhere: readonly string[];
}

/** The ARIA attributes our pages use: names and states of landmarks, tabs, menus and hints. */
const ARIA = [
  'aria-controls',
  'aria-describedby',
  'aria-expanded',
  'aria-haspopup',
  'aria-hidden',
  'aria-label',
  'aria-labelledby',
  'aria-live',
  'aria-selected',
];

/**
 * What React renders of the apps' components. `data-discover` is the router's mark on its links, `data-open` the
 * phone menu's state, `data-mark` a person card's initials, `data-moving` whether Home's sponsor strip moves. No
 * `style` (the styles come apart, as CSS), no event handler, no `name`, `action`, `method`, `target`, `formaction` or
 * other attribute that says where or how a form sends: a page's forms (Sign In, Sign Up, reset) send nothing before the scripts, which the page's policy holds
 * (`form-action 'none'`, api/src/site/content-security-policy.ts).
 */
export const PAGE_MARKUP: MarkupRules = {
  name: 'a page',
  elements: {
    // data-gs-press: a link kept as a press before the scripts (kept-press.ts).
    a: ['href', 'target', 'rel', KEPT_PRESS_ATTRIBUTE],
    article: [],
    button: ['type'],
    dd: [],
    div: [],
    dl: [],
    dt: [],
    form: ['novalidate'],
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    header: [],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding', 'fetchpriority'],
    input: ['type', 'autocomplete', 'value'],
    label: ['for'],
    li: [],
    p: [],
    picture: [],
    section: [],
    source: ['type', 'srcset', 'sizes'],
    span: [],
    strong: [],
    ul: [],
  },
  everywhere: [
    'class',
    'id',
    'role',
    'tabindex',
    'hidden',
    'data-discover',
    'data-open',
    'data-mark',
    'data-moving',
    ...ARIA,
  ],
};

/**
 * The shell's frame (shell/src/app/prerender-frame.tsx): a page's elements, and the landmarks around the page (the
 * navbar, the main area with the slot the server fills, the footer), which a page itself may not draw.
 */
export const FRAME_MARKUP: MarkupRules = {
  name: 'the frame',
  elements: {
    ...PAGE_MARKUP.elements,
    a: [...(PAGE_MARKUP.elements.a ?? []), 'data-gs-nav'],
    address: [],
    footer: [],
    main: [],
    nav: [],
    template: ['data-gs-page'],
  },
  everywhere: PAGE_MARKUP.everywhere,
};
