// The main entry holds what every page needs at once, and the shell loads it on the first visit. The rest are
// subpaths that load with the pages that use them: '@greatstep/shared/schemas' (zod), '/api' (axios),
// '/events' (the catalogue), '/colleges' (the college list), '/react' (hooks, loading state, 404 page), '/notify'
// (toasts through react-toastify), '/organisers' (the organisers' calls, for their pages only), '/page-markup' (the
// rules of a prerendered page's HTML, with parse5: the builds' prerender only). '/isomorphic' gathers messages, types,
// schemas, catalogue, colleges and those rules for code that also runs in Node: the API imports nothing else.
export * from './types';
export * from './messages';
export * from './store';
export * from './toasts';
export * from './contact';
export * from './verification-code';
export * from './fee';
export * from './path-ownership';
export type { JsonValue, PageHeadDeclaration, PreviewDrawing, PreviewLine } from './page-heads';
export * from './sign-in-return';
export * from './kept-press';
