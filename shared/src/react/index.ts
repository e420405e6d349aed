// Hooks load with the pages that use them; the main entry stays small for the shell's first visit.
export { useCurUser } from './use-cur-user';
export { DeclaredRoutes, type RouteDeclaration, type RouteDeclarations } from './declared-routes';
