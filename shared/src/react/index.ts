// React stays out of the main entry: the API (Node) imports `@greatstep/shared` without React installed.
export { useCurUser } from './use-cur-user';
export { DeclaredRoutes, type RouteDeclaration, type RouteDeclarations } from './declared-routes';
