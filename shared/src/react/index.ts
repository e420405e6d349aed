// Hooks load with the pages that use them; the main entry stays small for the shell's first visit.
export { useCurUser } from './use-cur-user';
export { useSingleFlight } from './use-single-flight';
export { DeclaredRoutes, type RouteDeclaration, type RouteDeclarations } from './declared-routes';
// The frame's pieces that the shell and the remotes all show; their styles are the shell's (global.css).
export { LoadingState, type LoadingLayout } from './loading-state';
export { NotFoundPage } from './not-found-page';
export { lazyPage, settleLazyPages, type LazyPage } from './lazy-page';
export { useRenderWhenSettled } from './render-when-settled';
export { AfterPaint, useAfterPaint } from './after-paint';
export { Picture, srcSet, type ImageAsset, type ImageCandidate } from './picture';
