// The entry of a remote's prerender bundle (node-build.js): the remote's exposed routes, as the shell mounts them,
// rendered at a path with react-dom's static prerender, from the same components the browser runs.
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { settleLazyPages } from '@greatstep/shared/react';
import Routes from '@gs-prerender/routes';
import { renderSettled } from './render-settled';

export { collectedStyles } from './collected-styles';
// The server's rules for a page's HTML, compiled from the same source as the server's: the build checks by them.
export { pageMarkupProblem, PAGE_MARKUP, FRAME_MARKUP } from '@greatstep/shared/page-markup';

/** The HTML of the remote's page at `location`. */
export function renderPath(location) {
  return renderSettled(
    () => createElement(StaticRouter, { location }, createElement(Routes)),
    prerender,
    settleLazyPages,
  );
}
