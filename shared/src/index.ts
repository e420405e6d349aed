// The main entry holds what every page needs at once, and the shell loads it on the first visit. The rest are
// subpaths that load with the pages that use them: '@greatstep/shared/schemas' (zod), '/api' (axios),
// '/events' (the catalogue), '/colleges' (the college list), '/react' (hooks).
export * from './types';
export * from './messages';
export * from './store';
export * from './toasts';
