import { createContext } from 'react';

/**
 * The frame as the build prerenders it (prerender-frame.tsx), for the server to write each page's own into
 * (docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes): a slot for the page's HTML, links whose paths the server
 * fills in from the remotes' published links, and the page's own path. Plain strings, so the server needs no React.
 */
export const FRAME_MARKERS = {
  /** The element the page's HTML takes the place of. */
  slot: '<template data-gs-page=""></template>',
  /** A published link's path is this followed by the link's name. */
  link: '/__gs-link__/',
  /** The attribute a navbar link carries so the server can mark the page's own link (aria-current). */
  navLink: ' data-gs-nav=""',
  /** The path of the page itself. */
  page: '/__gs-page__',
} as const;

/** True while the build prerenders the frame: its pieces then render what works without scripts. */
export const PrerenderedFrame = createContext(false);
