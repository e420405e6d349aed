// The entry of the shell's prerender bundle (node-build.js): its frame with a slot for a page, and its 404 page
// (shell/src/app/prerender-frame.tsx), rendered with react-dom's static prerender.
import { prerender } from 'react-dom/static';
import { frameTree, notFoundTree } from '@gs-prerender/frame';
import { renderSettled } from './render-settled';

export { collectedStyles } from './collected-styles';
// The server's rules for a page's HTML, compiled from the same source as the server's: the build checks by them.
export { pageMarkupProblem, PAGE_MARKUP, FRAME_MARKUP } from '@greatstep/shared/page-markup';
export { FRAME_MARKERS, NAV_LINKS } from '@gs-prerender/frame';

const nothingToSettle = async () => false;

export const renderFrame = () => renderSettled(frameTree, prerender, nothingToSettle);
export const renderNotFound = () => renderSettled(notFoundTree, prerender, nothingToSettle);
